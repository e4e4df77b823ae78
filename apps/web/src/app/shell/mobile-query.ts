/** SPEC.md section 9: the layout is mobile below 768 px. */
export const MOBILE_BREAKPOINT_PX = 768;
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

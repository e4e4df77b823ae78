import { readCookie, writeCookie } from "@/app/shell/cookie";

/** SPEC.md section 9: the sidebar state cookie, site-wide, for 7 days. */
export const SIDEBAR_COOKIE_NAME = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;

/** Expanded unless the pilot collapsed it last time: the sidebar is open by default. */
export function readSidebarOpen(): boolean {
  return readCookie(SIDEBAR_COOKIE_NAME) !== "false";
}

export function writeSidebarOpen(open: boolean): void {
  writeCookie(SIDEBAR_COOKIE_NAME, String(open), SIDEBAR_COOKIE_MAX_AGE_S);
}

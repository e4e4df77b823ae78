/** The id of the mobile panel, which the header's menu button points at (aria-controls) while it is out. */
export const MOBILE_PANEL_ID = "mobile-panel";

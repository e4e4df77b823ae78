/** Every Overseer query key starts here, so an action can reread the whole panel at once. */
export const OVERSEER_KEY = ["overseer"] as const;

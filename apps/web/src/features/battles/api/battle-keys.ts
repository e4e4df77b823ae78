/** Every cached battle read starts with this key, so one invalidation refreshes lists and pages alike. */
export const BATTLES_KEY = ["battles"] as const;

/** Every Judge Panel read starts with this key, so a submitted score refreshes the counts too. */
export const JUDGE_KEY = ["judging"] as const;

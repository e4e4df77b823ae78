/** Upload genres, SPEC.md section 5; the default is hip-hop. */
export const UPLOAD_GENRES = ["hip-hop", "trap", "drill", "lo-fi", "boom-bap", "synthwave", "techno", "dubstep", "house", "dnb"] as const;
export type Genre = (typeof UPLOAD_GENRES)[number];
export const DEFAULT_GENRE: Genre = "hip-hop";

/** The battle creator offers only the first five genres (SPEC.md section 5). */
export const BATTLE_GENRES = ["hip-hop", "trap", "drill", "lo-fi", "boom-bap"] as const satisfies readonly Genre[];

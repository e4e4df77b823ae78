/**
 * A pilot's picture: a small image the server stores itself, in one of the formats every browser
 * shows and phones and editors save. SVG is left out on purpose: it can carry script.
 */
export const AVATAR_RULES = {
  /** Enough for a sharp square photo; a picture is shown at 80 px at most. */
  maxBytes: 2 * 1024 * 1024,
  /** The types taken, each with the extension its stored file gets. */
  types: { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" } as Record<string, string>,
  /** The file picker's filter. */
  accept: "image/png,image/jpeg,image/webp",
} as const;

/** Whether a declared or detected content type is one a picture may have. */
export const isAvatarType = (contentType: string) => Object.hasOwn(AVATAR_RULES.types, contentType);

/** Refusals of a picture, as the pilot reads them. */
export const AVATAR_MESSAGES = {
  wrongType: "Choose a PNG, JPEG or WebP picture",
  tooLarge: "Pictures can be at most 2 MB",
  notAPicture: "The file's contents are not a PNG, JPEG or WebP picture",
  empty: "The file is empty",
} as const;

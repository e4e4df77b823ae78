/** Where the address of the last reset request is kept, so the sign-in form after the reset is filled in. */
const KEY = "soundship.reset_email";

/**
 * Kept in localStorage rather than the page: the reset link usually opens in a new tab from the mail.
 * It is the pilot's own address on their own device, and it is forgotten once they have signed in.
 */
export const resetEmail = {
  remember(email: string): void {
    try {
      localStorage.setItem(KEY, email);
    } catch {
      // Storage may be off (private mode); the pilot types the address again.
    }
  },
  read(): string | undefined {
    try {
      return localStorage.getItem(KEY) ?? undefined;
    } catch {
      return undefined;
    }
  },
  forget(): void {
    try {
      localStorage.removeItem(KEY);
    } catch {
      // Nothing was kept.
    }
  },
};

import { toast as sonner } from "sonner";

/** SPEC.md section 9: at most 20 toasts are held at a time; older ones make room. */
export const TOAST_LIMIT = 20;

/** How long a success or an info stays; errors stay until the pilot closes them (they may run to three lines). */
export const TOAST_FADE_MS = 4000;

function makeRoom() {
  const held = sonner.getToasts(); // oldest first
  for (const old of held.slice(0, Math.max(0, held.length - TOAST_LIMIT + 1))) sonner.dismiss(old.id);
}

/** Toasts for pages: the same calls as sonner's, but never more than TOAST_LIMIT at once. */
export const toast = {
  success: (message: string) => (makeRoom(), sonner.success(message, { duration: TOAST_FADE_MS })),
  error: (message: string, options: { action?: { label: string; onClick: () => void } } = {}) => (
    makeRoom(), sonner.error(message, { duration: Number.POSITIVE_INFINITY, ...options })
  ),
  info: (message: string) => (makeRoom(), sonner.info(message, { duration: TOAST_FADE_MS })),
  message: (message: string) => (makeRoom(), sonner(message, { duration: TOAST_FADE_MS })),
};

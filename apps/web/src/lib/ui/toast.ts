import { toast as sonner } from "sonner";

/** SPEC.md section 9: at most 20 toasts are held at a time; older ones make room. */
export const TOAST_LIMIT = 20;

/** How long a success or an info stays; errors stay until the pilot closes them (they may run to three lines). */
export const TOAST_FADE_MS = 4000;

interface ToastOptions {
  /**
   * The action a toast reports on ('upload', 'purchase:battle_boost'). A success of an action
   * dismisses that action's error toasts still held: once a retry works, its old failures are no
   * longer true. Errors without a later success stay until closed.
   */
  scope?: string;
  /** A button in the toast (e.g. 'Fleet Status' on a refusal a tier would lift). */
  action?: { label: string; onClick: () => void };
}

/** Error toasts still held, by scope. */
const heldErrors = new Map<string, Set<string | number>>();

function makeRoom() {
  const held = sonner.getToasts(); // oldest first
  for (const old of held.slice(0, Math.max(0, held.length - TOAST_LIMIT + 1))) sonner.dismiss(old.id);
}

function error(message: string, { scope, action }: ToastOptions = {}) {
  makeRoom();
  const id = sonner.error(message, {
    duration: Number.POSITIVE_INFINITY,
    ...(action ? { action } : {}),
    onDismiss: () => scope && heldErrors.get(scope)?.delete(id),
  });
  if (scope) heldErrors.set(scope, (heldErrors.get(scope) ?? new Set()).add(id));
  return id;
}

function success(message: string, { scope }: ToastOptions = {}) {
  if (scope) {
    for (const id of heldErrors.get(scope) ?? []) sonner.dismiss(id);
    heldErrors.delete(scope);
  }
  makeRoom();
  return sonner.success(message, { duration: TOAST_FADE_MS });
}

/** Toasts for pages: the same calls as sonner's, never more than TOAST_LIMIT at once, successes clearing their scope's errors. */
export const toast = {
  success,
  error,
  info: (message: string, { action, description }: { action?: ToastOptions["action"]; description?: string } = {}) => (
    makeRoom(), sonner.info(message, { duration: TOAST_FADE_MS, ...(action ? { action } : {}), ...(description ? { description } : {}) })
  ),
  message: (message: string) => (makeRoom(), sonner(message, { duration: TOAST_FADE_MS })),
};

import { useSyncExternalStore } from "react";

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

type Sonner = (typeof import("sonner"))["toast"];

/**
 * The toast library, with its Toaster, loads with the first toast rather than with the app: most
 * visits show none, and the first page's code is what a phone waits for. Toasts keep their order
 * (each waits on the same load), and the Toaster shows those made before it mounted.
 */
let loading: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

function show<T>(make: (sonner: Sonner) => T): Promise<T> {
  if (!loading) {
    loading = import("sonner").then((module) => module.toast);
    for (const listener of listeners) listener();
  }
  return loading.then(make);
}

/** Whether a toast has been asked for yet: the app mounts the Toaster from then on. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
    () => loading !== undefined,
  );
}

/** Error toasts still held, by scope. */
const heldErrors = new Map<string, Set<string | number>>();

function makeRoom(sonner: Sonner) {
  const held = sonner.getToasts(); // oldest first
  for (const old of held.slice(0, Math.max(0, held.length - TOAST_LIMIT + 1))) sonner.dismiss(old.id);
}

function error(message: string, { scope, action }: ToastOptions = {}) {
  return show((sonner) => {
    makeRoom(sonner);
    const id = sonner.error(message, {
      duration: Number.POSITIVE_INFINITY,
      ...(action ? { action } : {}),
      onDismiss: () => scope && heldErrors.get(scope)?.delete(id),
    });
    if (scope) heldErrors.set(scope, (heldErrors.get(scope) ?? new Set()).add(id));
  });
}

function success(message: string, { scope }: ToastOptions = {}) {
  return show((sonner) => {
    if (scope) {
      for (const id of heldErrors.get(scope) ?? []) sonner.dismiss(id);
      heldErrors.delete(scope);
    }
    makeRoom(sonner);
    sonner.success(message, { duration: TOAST_FADE_MS });
  });
}

/**
 * Toasts for pages: the same calls as sonner's, never more than TOAST_LIMIT at once, successes
 * clearing their scope's errors. Each answers a promise that settles once the toast is up.
 */
export const toast = {
  success,
  error,
  info: (message: string, { action, description }: { action?: ToastOptions["action"]; description?: string } = {}) =>
    show((sonner) => {
      makeRoom(sonner);
      sonner.info(message, { duration: TOAST_FADE_MS, ...(action ? { action } : {}), ...(description ? { description } : {}) });
    }),
  message: (message: string) =>
    show((sonner) => {
      makeRoom(sonner);
      sonner(message, { duration: TOAST_FADE_MS });
    }),
};

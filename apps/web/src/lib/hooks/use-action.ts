import { useCallback, useRef, useState } from "react";

/**
 * Runs an action that changes something (a purchase, a claim, a draw, a delete, a launch) at most
 * once at a time. Every such button goes through this hook or through ActionButton (components/ui),
 * so a double click sends one request and shows one toast.
 *
 * Why not a mutation's `isPending`: React Query tells components about a started mutation on its next
 * tick, so a second click arriving before that finds the button still enabled. The ref here is set
 * synchronously in the first click's handler. Failures are the action's own to report (its toast);
 * `run` never rejects.
 */
export function useAction<Args extends unknown[]>(action: (...args: Args) => Promise<unknown>) {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (...args: Args): Promise<void> => {
      if (running.current) return;
      running.current = true;
      setPending(true);
      try {
        await action(...args);
      } catch {
        // Reported by the action itself (its onError toast); nothing is left to do here.
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [action],
  );
  return { run, pending };
}

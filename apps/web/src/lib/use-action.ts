import { useCallback, useRef, useState } from "react";

/**
 * Runs an action that changes something at most once at a time, so a double click sends one
 * request. A mutation's `isPending` reaches the component a tick after `mutate`, too late for a
 * second click in the same burst; the ref here is set in the first click's own handler.
 * Failures are reported by the action (its toast); `run` never rejects.
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
        // The action's own onError has told the pilot.
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [action],
  );
  return { run, pending };
}

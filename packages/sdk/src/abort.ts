/** Why a request was aborted by the client, if it was. */
export type AbortCause = "canceled" | "timeout";

/** One signal for fetch that fires on the caller's signal or the client timeout, and remembers which. */
export interface LinkedAbort {
  readonly signal: AbortSignal;
  cause(): AbortCause | undefined;
  /** Stops the timer and lets go of the caller's signal, so neither outlives the request. */
  dispose(): void;
}

/** Joins the caller's signal and a timeout (0 = none) without AbortSignal.any/timeout, which fake timers and older browsers do not cover. */
export function linkAbort(callerSignal: AbortSignal | undefined, timeoutMs: number): LinkedAbort {
  const controller = new AbortController();
  let cause: AbortCause | undefined;
  const fire = (why: AbortCause) => {
    cause ??= why;
    controller.abort();
  };
  const onCallerAbort = () => fire("canceled");

  if (callerSignal?.aborted) fire("canceled");
  else callerSignal?.addEventListener("abort", onCallerAbort, { once: true });
  const timer = timeoutMs > 0 ? setTimeout(() => fire("timeout"), timeoutMs) : undefined;

  return {
    signal: controller.signal,
    cause: () => cause,
    dispose() {
      clearTimeout(timer);
      callerSignal?.removeEventListener("abort", onCallerAbort);
    },
  };
}

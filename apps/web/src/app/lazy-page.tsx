import { startTransition, Suspense, useEffect, useReducer, type ComponentType, type ReactNode } from "react";

/** A page whose code is its own chunk, loaded when first needed. */
export interface LazyPage {
  /** Loads the page's code once; resolves when it has arrived or failed to. */
  load(): Promise<void>;
  /** The page once its code has arrived, the error if it failed to; undefined until then. */
  readonly outcome: { Component: ComponentType } | { error: unknown } | undefined;
}

export function lazyPage<T>(load: () => Promise<T>, pick: (module: T) => ComponentType): LazyPage {
  let loading: Promise<void> | undefined;
  let outcome: LazyPage["outcome"];
  return {
    load: () =>
      (loading ??= load().then(
        (module) => void (outcome = { Component: pick(module) }),
        (error: unknown) => void (outcome = { error }),
      )),
    get outcome() {
      return outcome;
    },
  };
}

/**
 * Shows `loading` until the page's code is in, then the page, built in a transition (in slices, the
 * main thread free between them); a failed load goes to the page's error boundary. The page does
 * not suspend while its code loads (as with React.lazy): React holds a suspended page back until
 * 300 ms after its loading state appeared, so that the state does not flash, and on a first visit
 * the page's code, fetched beside the app's, arrives just after the shell. The Suspense boundary is
 * for what the page itself loads lazily.
 */
export function LazyPageView({ page, loading }: { page: LazyPage; loading: ReactNode }) {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    let current = true;
    if (!page.outcome) void page.load().then(() => current && startTransition(arrived));
    return () => {
      current = false;
    };
  }, [page]);
  const { outcome } = page;
  if (outcome && "error" in outcome) throw outcome.error;
  return <Suspense fallback={loading}>{outcome ? <outcome.Component /> : loading}</Suspense>;
}

import { lazy, startTransition, Suspense, useEffect, useReducer, useState, type ComponentType, type ReactNode } from "react";

/** A page whose code is its own chunk, loaded when first needed. */
export interface LazyPage {
  Component: ComponentType;
  /** Loads the page's code once; resolves when it has arrived or failed to. */
  load(): Promise<void>;
  /** Whether the code has arrived or failed to: rendering the page will not wait. */
  readonly settled: boolean;
}

/**
 * A page that renders at once when its code has arrived; one still on its way suspends (React.lazy),
 * and a failed load reaches the page's error boundary when the page renders.
 */
export function lazyPage<T>(load: () => Promise<T>, pick: (module: T) => ComponentType): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  let settled = false;
  const start = () => (loading ??= load().then((module) => ({ default: (loaded = pick(module)) })));
  const Lazy = lazy(start);
  function Component() {
    // Chosen once per mount: a page whose component type changed later would lose its state.
    const [Chosen] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Chosen />;
  }
  return {
    Component,
    load: () =>
      start().then(
        () => void (settled = true),
        () => void (settled = true),
      ),
    get settled() {
      return settled;
    },
  };
}

/**
 * Shows `loading` until the page's code is in, then the page, built in a transition (in slices, the
 * main thread free between them). It does not let the page suspend instead: React holds a suspended
 * page back until 300 ms after its loading state appeared, so that the state does not flash, and on
 * a first visit the page's code, fetched beside the app's, arrives just after the shell.
 */
export function LazyPageView({ page, loading }: { page: LazyPage; loading: ReactNode }) {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    let current = true;
    if (!page.settled) void page.load().then(() => current && startTransition(arrived));
    return () => {
      current = false;
    };
  }, [page]);
  return <Suspense fallback={loading}>{page.settled ? <page.Component /> : loading}</Suspense>;
}

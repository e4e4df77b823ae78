import { useDeferredValue } from "react";

/**
 * Whether every query has settled (answered or failed), as a deferred value. When the last answer
 * arrives, the screen behind the loading state is built by React in the background, in slices with
 * the main thread free between them, and shown once whole: a query's answer otherwise renders in
 * one block, and a page full of cards keeps a phone from reacting to a tap until it is done.
 */
export function useSettled(...queries: { isPending: boolean }[]): boolean {
  return useDeferredValue(queries.every((query) => !query.isPending));
}

import { useSyncExternalStore } from "react";
import { MOBILE_QUERY as QUERY } from "./mobile-query";

function subscribe(onChange: () => void) {
  const list = window.matchMedia(QUERY);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

/** Read synchronously on first render, so the first paint already has the right layout. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches);
}

import { onlineManager, type QueryClient } from "@tanstack/react-query";
import { ERR_NETWORK } from "@soundship/sdk";
import { sdk } from "@/lib/sdk/sdk";

/** How often, while the connection is down, the server is asked whether it answers again. */
export const RECONNECT_PROBE_MS = 3000;

/** True for an error that means the request never got an answer (server down, no network). */
export function isNetworkError(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === ERR_NETWORK;
}

/**
 * Keeps TanStack Query's online manager true to what requests see: a request failing for network
 * reasons takes it offline (queries pause; writes fail at once and say so, see query-client.ts), a
 * probe of the server brings it back, and then every query shown refetches (refetchOnReconnect)
 * without a reload.
 * Answers a function that stops watching.
 */
export function watchConnection(client: QueryClient, probe: () => Promise<boolean> = probeServer): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const stopProbing = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const wentOffline = () => {
    onlineManager.setOnline(false);
    timer ??= setInterval(() => {
      void probe().then((answered) => {
        if (!answered) return;
        stopProbing();
        onlineManager.setOnline(true);
      });
    }, RECONNECT_PROBE_MS);
  };
  const seen = (error: unknown) => isNetworkError(error) && onlineManager.isOnline() && wentOffline();
  const unsubscribeQueries = client.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "failed") seen(event.action.error);
    if (event.type === "updated" && event.action.type === "error") seen(event.action.error);
  });
  const unsubscribeMutations = client.getMutationCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "error") seen(event.action.error);
  });
  return () => {
    stopProbing();
    unsubscribeQueries();
    unsubscribeMutations();
  };
}

/** Whether the server answers at all: any answer but a network failure means the connection is back. */
async function probeServer(): Promise<boolean> {
  try {
    await sdk.auth.me();
    return true;
  } catch (error) {
    return !isNetworkError(error);
  }
}

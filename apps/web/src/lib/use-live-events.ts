import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { createLiveCacheUpdater, LIVE_EVENT_NAMES } from "./live-updates";
import { sdk } from "./sdk";

/** Pause before opening a new stream after one failed, growing to the last value. */
const RECONNECT_MS = [1_000, 2_000, 5_000, 10_000];

/**
 * Keeps one event stream open for the signed-in app and applies its events to the query cache, so
 * balances, quests and battles on screen change without a reload (DESIGN.md section 6, Live).
 * The browser reconnects on its own with Last-Event-ID while the stream's ticket is fresh; once
 * that fails, a new ticket opens a new stream that names the last event seen, and the server
 * replays what was missed (or says `refresh`).
 */
export function useLiveEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const apply = createLiveCacheUpdater(queryClient);
    let source: EventSource | null = null;
    let stopped = false;
    let failures = 0;
    let lastEventId = "";
    let retry: ReturnType<typeof setTimeout> | undefined;

    const reconnectLater = () => {
      if (stopped) return;
      retry = setTimeout(() => void open(), RECONNECT_MS[Math.min(failures++, RECONNECT_MS.length - 1)]);
    };
    const open = async () => {
      let url: string;
      try {
        url = await sdk.live.streamUrl("all");
      } catch {
        return reconnectLater();
      }
      if (stopped) return;
      const stream = new EventSource(lastEventId ? `${url}&last_event_id=${encodeURIComponent(lastEventId)}` : url);
      source = stream;
      stream.addEventListener("ready", () => (failures = 0));
      for (const name of LIVE_EVENT_NAMES) {
        stream.addEventListener(name, (event) => {
          const message = event as MessageEvent<string>;
          if (message.lastEventId) lastEventId = message.lastEventId;
          apply(name, JSON.parse(message.data) as Record<string, unknown>);
        });
      }
      stream.onerror = () => {
        // CONNECTING: the browser is retrying with Last-Event-ID itself. CLOSED: it gave up (the ticket expired).
        if (stream.readyState !== EventSource.CLOSED) return;
        stream.close();
        reconnectLater();
      };
    };
    void open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [queryClient]);
}

import { LIVE_EVENT_NAMES } from "./live-updates";

/** Pause before opening a new stream after one failed, growing to the last value. */
export const RECONNECT_MS = [1_000, 2_000, 5_000, 10_000];

/** What a live connection needs; the browser's EventSource and the SDK in the app, fakes in tests. */
export interface LiveConnectionOptions {
  /** A fresh stream address (it carries a new ticket). */
  streamUrl(): Promise<string>;
  EventSource: { new (url: string): EventSource; readonly CLOSED: number };
  apply(kind: string, data: Record<string, unknown>): void;
}

/**
 * Keeps one event stream open until the returned function is called. The browser reconnects on
 * its own with Last-Event-ID while the stream's ticket is fresh; once that fails (CLOSED), a new
 * ticket opens a new stream that names the last event seen, and the server replays what was
 * missed (or says `refresh`). Failed attempts back off.
 */
export function connectLive({ streamUrl, EventSource: Source, apply }: LiveConnectionOptions): () => void {
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
      url = await streamUrl();
    } catch {
      return reconnectLater();
    }
    if (stopped) return;
    const stream = new Source(lastEventId ? `${url}&last_event_id=${encodeURIComponent(lastEventId)}` : url);
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
      if (stream.readyState !== Source.CLOSED) return;
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
}

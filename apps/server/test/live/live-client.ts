/** A minimal event-stream reader for tests: collects the events of one open stream. */
export interface StreamEvent {
  id?: string;
  event: string;
  data: any;
}

export interface OpenStream {
  status: number;
  events: StreamEvent[];
  /** Resolves with the first event matching `test` (already received or still to come). */
  next(test: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  close(): void;
  closed: Promise<void>;
}

/** Opens `url` as EventSource would (optionally with Last-Event-ID) and parses what arrives. */
export async function openStream(url: string, lastEventId?: string): Promise<OpenStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: "text/event-stream" };
  if (lastEventId) headers["last-event-id"] = lastEventId;
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: StreamEvent[] = [];
  const waiters: { test: (event: StreamEvent) => boolean; resolve(event: StreamEvent): void }[] = [];
  const push = (event: StreamEvent) => {
    events.push(event);
    for (const waiter of [...waiters]) {
      if (!waiter.test(event)) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(event);
    }
  };
  const closed = (async () => {
    if (!response.body || response.status !== 200) return;
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: StreamEvent = { event: "message", data: "" };
          let data = "";
          for (const line of block.split("\n")) {
            if (line.startsWith(":")) continue;
            const [field, ...rest] = line.split(":");
            const value = rest.join(":").replace(/^ /, "");
            if (field === "id") event.id = value;
            else if (field === "event") event.event = value;
            else if (field === "data") data += value;
          }
          if (!data && !event.id && event.event === "message") continue;
          event.data = data ? JSON.parse(data) : null;
          push(event);
        }
      }
    } catch {
      // Aborted by the test.
    }
  })();
  return {
    status: response.status,
    events,
    next(test, timeoutMs = 5_000) {
      const seen = events.find(test);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`)), timeoutMs);
        waiters.push({ test, resolve: (event) => (clearTimeout(timer), resolve(event)) });
      });
    },
    close: () => controller.abort(),
    closed,
  };
}

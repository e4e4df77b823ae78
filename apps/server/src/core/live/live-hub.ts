import type { SessionRevocation } from "./session-revocation.ts";
import { inScope, type LiveEvent, type StreamScope } from "./live-event.ts";
import { TICKET_SECONDS } from "./stream-ticket.ts";

/** One open stream on this instance. */
export interface LiveSubscriber {
  pilotId: string;
  session: string;
  scope: StreamScope;
  send(event: LiveEvent): void;
  /** Ends the stream (revoked session, shutdown). */
  close(): void;
}

/** The streams open on this instance, and what the bus delivers to them. */
export interface LiveHub {
  add(subscriber: LiveSubscriber): () => void;
  deliver(event: LiveEvent): void;
  /** Closes the streams of a revoked session or pilot, and refuses tickets minted before it. */
  revoke(revocation: SessionRevocation, at: number): void;
  /** Whether a ticket of this session and pilot, issued at `issuedAt`, was revoked since. */
  isRevoked(session: string, pilotId: string, issuedAt: number): boolean;
  /** Closes every stream (graceful shutdown: clients reconnect to another instance). */
  closeAll(): void;
  readonly size: number;
}

/**
 * Streams handed an event in one turn of the event loop at most. Ten thousand streams watching a
 * battle take a couple of hundred milliseconds to write to; in slices, the requests that arrive
 * meanwhile are answered between them instead of after the last.
 */
const SLICE = 500;

/** An event on its way to the streams it concerns, `next` the first not yet handed it. */
interface Delivery {
  event: LiveEvent;
  targets: LiveSubscriber[];
  next: number;
}

/** Streams indexed by pilot (their own events) and a set of those watching public events. */
export function createLiveHub(now = () => Date.now()): LiveHub {
  const byPilot = new Map<string, Set<LiveSubscriber>>();
  const watchers = new Set<LiveSubscriber>();
  // One queue for every event, so each stream gets events in the order the bus delivered them.
  const queue: Delivery[] = [];
  let flushing = false;
  const flush = () => {
    let budget = SLICE;
    while (queue.length && budget > 0) {
      const delivery = queue[0]!;
      const end = Math.min(delivery.targets.length, delivery.next + budget);
      for (let i = delivery.next; i < end; i++) delivery.targets[i]!.send(delivery.event);
      budget -= end - delivery.next;
      delivery.next = end;
      if (end === delivery.targets.length) queue.shift();
    }
    if (queue.length) setImmediate(flush);
    else flushing = false;
  };
  // Revocations are remembered as long as a ticket lives, so a ticket minted just before one cannot open a stream after it.
  const revoked = new Map<string, number>();
  const forget = () => {
    const horizon = now() - TICKET_SECONDS * 1000;
    for (const [key, at] of revoked) if (at < horizon) revoked.delete(key);
  };
  const all = () => [...byPilot.values()].flatMap((set) => [...set]);
  return {
    add(subscriber) {
      const own = byPilot.get(subscriber.pilotId) ?? new Set();
      own.add(subscriber);
      byPilot.set(subscriber.pilotId, own);
      watchers.add(subscriber);
      return () => {
        own.delete(subscriber);
        if (own.size === 0 && byPilot.get(subscriber.pilotId) === own) byPilot.delete(subscriber.pilotId);
        watchers.delete(subscriber);
      };
    },
    deliver(event) {
      const targets = event.topic.startsWith("pilot:")
        ? [...(byPilot.get(event.topic.slice("pilot:".length)) ?? [])]
        : [...watchers].filter((subscriber) => inScope(subscriber.scope, event.topic));
      if (!targets.length) return;
      queue.push({ event, targets, next: 0 });
      // The first slice goes at once; the rest follow on later turns.
      if (!flushing) {
        flushing = true;
        flush();
      }
    },
    revoke(revocation, at) {
      forget();
      const key = "session" in revocation ? `s:${revocation.session}` : `p:${revocation.user_id}`;
      revoked.set(key, at);
      for (const subscriber of all()) {
        if ("session" in revocation ? subscriber.session === revocation.session : subscriber.pilotId === revocation.user_id) subscriber.close();
      }
    },
    isRevoked(session, pilotId, issuedAt) {
      if (revoked.has(`s:${session}`)) return true;
      const pilotAt = revoked.get(`p:${pilotId}`);
      return pilotAt !== undefined && issuedAt <= pilotAt;
    },
    closeAll() {
      for (const subscriber of all()) subscriber.close();
    },
    get size() {
      return watchers.size;
    },
  };
}

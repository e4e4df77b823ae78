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

/** Streams indexed by pilot (their own events) and a set of those watching public events. */
export function createLiveHub(now = () => Date.now()): LiveHub {
  const byPilot = new Map<string, Set<LiveSubscriber>>();
  const watchers = new Set<LiveSubscriber>();
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
      if (event.topic.startsWith("pilot:")) {
        for (const subscriber of byPilot.get(event.topic.slice("pilot:".length)) ?? []) subscriber.send(event);
        return;
      }
      for (const subscriber of watchers) if (inScope(subscriber.scope, event.topic)) subscriber.send(event);
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

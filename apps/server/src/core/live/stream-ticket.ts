import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a ticket can open a stream: long enough for one page to connect, too short to be worth stealing. */
export const TICKET_SECONDS = 60;

export interface TicketClaims {
  pilotId: string;
  /** The session's hash (core/auth/sessions.ts): a revoked session's streams are closed. */
  session: string;
  /** Issue time, ms since the epoch. */
  issuedAt: number;
}

const sign = (secret: string, body: string) => createHmac("sha256", secret).update(`live-stream:${body}`).digest("base64url");

/**
 * A short-lived, single-purpose ticket that opens an event stream (EventSource cannot send an
 * Authorization header, and the access token must never sit in a URL). It is signed with the
 * shared AUTH_SECRET, so any instance accepts a ticket another one minted, and it opens nothing else.
 */
export function mintTicket(secret: string, claims: TicketClaims): string {
  const body = Buffer.from(JSON.stringify([claims.pilotId, claims.session, claims.issuedAt])).toString("base64url");
  return `${body}.${sign(secret, body)}`;
}

/** The claims of a ticket that is genuine and still fresh at `now`, else null. */
export function readTicket(secret: string, ticket: string, now: number): TicketClaims | null {
  const [body, signature, extra] = ticket.split(".");
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const [pilotId, session, issuedAt] = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as [string, string, number];
    if (typeof pilotId !== "string" || typeof session !== "string" || typeof issuedAt !== "number") return null;
    if (issuedAt > now + 5_000 || now - issuedAt > TICKET_SECONDS * 1000) return null;
    return { pilotId, session, issuedAt };
  } catch {
    return null;
  }
}

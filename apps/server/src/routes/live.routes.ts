import type { LiveTicket } from "@soundship/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionHash } from "../core/auth/sessions.ts";
import { AppError } from "../core/errors.ts";
import type { LiveEvent, StreamScope } from "../core/live/live-event.ts";
import { eventsAfter } from "../core/live/replay.ts";
import { mintTicket, readTicket, TICKET_SECONDS } from "../core/live/stream-ticket.ts";
import { requirePilot } from "../plugins/pilot.ts";
import type { Services } from "../services.ts";

/** Bytes waiting for a slow client at most; past that its stream is closed and it replays on reconnect. */
const MAX_BUFFERED_BYTES = 512 * 1024;
/** How long EventSource waits before reconnecting (ms). */
const RETRY_MS = 2_000;

const streamQuery = z.object({
  ticket: z.string().min(1).max(512),
  // `all` (the Judge Panel, the Arena) or up to 50 battle ids, comma-separated.
  battles: z.string().max(2_000).optional(),
  // A new stream opened after the browser gave up reconnecting names the last event it saw here.
  last_event_id: z.string().regex(/^\d{1,15}$/).optional(),
});

/** The live event stream (DESIGN.md section 6, Live) and the ticket that opens it. */
export function liveRoutes(app: FastifyInstance, { config, clock, db, live }: Services): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post("/live/ticket", async (request): Promise<LiveTicket> => {
    const pilot = requirePilot(request);
    const session = sessionHash(request.sessionToken!);
    const ticket = mintTicket(config.authSecret, { pilotId: pilot.id, session, issuedAt: clock.now().getTime() });
    return { ticket, expires_in: TICKET_SECONDS };
  });

  api.get("/live", { sse: "only", schema: { querystring: streamQuery } }, async (request, reply) => {
    const claims = readTicket(config.authSecret, request.query.ticket, clock.now().getTime());
    if (!claims || live.hub.isRevoked(claims.session, claims.pilotId, claims.issuedAt)) {
      throw new AppError("NOT_AUTHENTICATED", "This stream ticket is invalid or has expired");
    }
    const scope = scopeOf(request.query.battles);
    reply.sse.keepAlive();

    // Live events wait while the missed ones are replayed, so nothing slips between the two.
    let replaying = true;
    const held: LiveEvent[] = [];
    // Ids follow commit order only roughly, so a held event is dropped only if it was replayed.
    const replayed = new Set<number>();
    // Written as it comes: the socket keeps what the client has not read yet, up to the limit.
    const write = (event: LiveEvent) => {
      if (!reply.sse.isConnected) return;
      const response = reply.raw;
      const socket = response.socket;
      if (!socket || socket.writableLength + response.writableLength > MAX_BUFFERED_BYTES) return reply.sse.close();
      // The same bytes go to every stream: framed once per event as an HTTP/1.1 chunk, they are one
      // socket write per stream, which is most of what one event to ten thousand streams costs.
      if (response.headersSent && (response as ChunkedResponse).chunkedEncoding) socket.write(wireBytes(event).chunk);
      else response.write(wireBytes(event).frame);
    };
    const remove = live.hub.add({
      pilotId: claims.pilotId,
      session: claims.session,
      scope,
      send: (event) => (replaying ? held.push(event) : write(event)),
      close: () => reply.sse.close(),
    });
    reply.sse.onClose(remove);
    // A client gone before the close callback was registered would otherwise stay subscribed.
    if (!reply.sse.isConnected) return remove();
    reply.sse.sendHeaders();
    await reply.sse.send({ retry: RETRY_MS, event: "ready", data: {} });

    const lastSeen = request.headers["last-event-id"] ?? request.query.last_event_id;
    const lastId = Number(lastSeen);
    if (lastSeen !== undefined && /^\d{1,15}$/.test(String(lastSeen)) && Number.isSafeInteger(lastId)) {
      const missed = await eventsAfter(db, lastId, claims.pilotId, scope);
      if (missed === null) await reply.sse.send({ event: "refresh", data: {} });
      else {
        for (const event of missed) {
          replayed.add(event.id);
          write(event);
        }
      }
    }
    replaying = false;
    for (const event of held) if (!replayed.has(event.id)) write(event);
  });
}

/** Node's own flag: whether the response's body goes in HTTP/1.1 chunks (not in its public types). */
type ChunkedResponse = { chunkedEncoding?: boolean };

/** An event's bytes: one server-sent event (id, event, a data line of JSON), and that as an HTTP/1.1 chunk. */
interface WireBytes {
  frame: Buffer;
  chunk: Buffer;
}

/** Each event's bytes, made once however many streams it goes to. */
const wire = new WeakMap<LiveEvent, WireBytes>();

function wireBytes(event: LiveEvent): WireBytes {
  let bytes = wire.get(event);
  if (!bytes) {
    const frame = Buffer.from(`id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event.data)}\n\n`);
    bytes = { frame, chunk: Buffer.concat([Buffer.from(`${frame.length.toString(16)}\r\n`), frame, Buffer.from("\r\n")]) };
    wire.set(event, bytes);
  }
  return bytes;
}

function scopeOf(battles: string | undefined): StreamScope {
  if (battles === "all") return { battles: "all" };
  const ids = (battles ?? "").split(",").map((id) => id.trim()).filter(Boolean).slice(0, 50);
  return { battles: new Set(ids) };
}

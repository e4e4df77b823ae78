import { unsubscribeQuerySchema, type Unsubscribed, type UnsubscribeLink } from "@soundship/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../core/errors.ts";
import { unsubscribe, unsubscribeTarget } from "../core/notifications/unsubscribe.ts";
import { unsubscribedPage, unsubscribeLinkPage } from "../core/notifications/unsubscribe-page.ts";
import type { Services } from "../services.ts";

/** A browser following the link asks for a page; the SDK and scripts get JSON. */
const wantsPage = (request: FastifyRequest) => (request.headers.accept ?? "").includes("text/html");

/** A page of the link, never cached: it tells the pilot's setting of the moment. */
const sendPage = (reply: FastifyReply, found: boolean, html: string) =>
  reply.code(found ? 200 : 404).header("cache-control", "no-store").type("text/html; charset=utf-8").send(html);

const refused = () => new AppError("NOT_FOUND", "This unsubscribe link is not valid");

/**
 * The unsubscribe link of notification mails, signed out; the signed token is the only authority,
 * and a forged one is refused. Opening it (GET, and HEAD, which Fastify answers with the GET
 * handler) changes nothing: mail scanners and link previews open links. The POST unsubscribes: the
 * page's button, and the `List-Unsubscribe-Post` a mail client sends (RFC 8058).
 */
export function notificationRoutes(app: FastifyInstance, { db, config }: Services): void {
  const tokenOf = (query: unknown) => unsubscribeQuerySchema.safeParse(query).data?.token ?? null;
  void app.register(async (scope) => {
    // A one-click POST carries `List-Unsubscribe=One-Click` as a form; only the token counts.
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_request, body, done) => done(null, body));
    scope.get("/notifications/unsubscribe", async (request, reply) => {
      const token = tokenOf(request.query);
      const target = token ? await unsubscribeTarget(db, config.authSecret, token) : null;
      // The button posts to this very link: a query-only URL keeps its path, whatever host served it.
      if (wantsPage(request)) return sendPage(reply, target !== null, unsubscribeLinkPage(config.publicUrl, target, `?token=${encodeURIComponent(token ?? "")}`));
      if (!target) throw refused();
      return target satisfies UnsubscribeLink;
    });
    scope.post("/notifications/unsubscribe", async (request, reply) => {
      const token = tokenOf(request.query);
      const type = token ? await unsubscribe(db, config.authSecret, token) : null;
      if (wantsPage(request)) return sendPage(reply, type !== null, unsubscribedPage(config.publicUrl, type));
      if (!type) throw refused();
      return { unsubscribed: type } satisfies Unsubscribed;
    });
  });
}

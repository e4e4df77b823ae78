import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { AppError } from "../core/errors.ts";
import { unsubscribe } from "../core/notifications/unsubscribe.ts";
import { unsubscribePage } from "../core/notifications/unsubscribe-page.ts";
import type { Services } from "../services.ts";

const query = z.object({ token: z.string().min(1).max(512) });

/** A browser following the link asks for a page; the SDK and scripts get JSON. */
const wantsPage = (request: FastifyRequest) => (request.headers.accept ?? "").includes("text/html");

/**
 * The one-click unsubscribe of notification mails, signed out: the link in every mail (GET) and
 * the `List-Unsubscribe-Post` a mail client sends (POST, RFC 8058). The signed token is the only
 * authority; a forged one is refused.
 */
export function notificationRoutes(app: FastifyInstance, services: Services): void {
  const apply = async (raw: unknown) => {
    const parsed = query.safeParse(raw);
    return parsed.success ? unsubscribe(services.db, services.config.authSecret, parsed.data.token) : null;
  };
  const answer = (type: Awaited<ReturnType<typeof apply>>) => {
    if (!type) throw new AppError("NOT_FOUND", "This unsubscribe link is not valid");
    return { unsubscribed: type };
  };
  void app.register(async (scope) => {
    // A mail client's one-click POST carries `List-Unsubscribe=One-Click` as a form; only the token counts.
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_request, body, done) => done(null, body));
    scope.get("/notifications/unsubscribe", async (request, reply) => {
      const type = await apply(request.query);
      if (!wantsPage(request)) return answer(type);
      // The answer to a link that changed something is never cached.
      return reply.code(type ? 200 : 404).header("cache-control", "no-store").type("text/html; charset=utf-8").send(unsubscribePage(services.config.publicUrl, type));
    });
    scope.post("/notifications/unsubscribe", async (request) => answer(await apply(request.query)));
  });
}

import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "../core/errors.ts";
import { unsubscribe } from "../core/notifications/unsubscribe.ts";
import type { Services } from "../services.ts";

const query = z.object({ token: z.string().min(1).max(512) });

/**
 * The one-click unsubscribe of notification mails, signed out: the link in every mail (GET) and
 * the `List-Unsubscribe-Post` a mail client sends (POST, RFC 8058). The signed token is the only
 * authority; a forged one is refused.
 */
export function notificationRoutes(app: FastifyInstance, services: Services): void {
  const handle = async (raw: unknown) => {
    const parsed = query.safeParse(raw);
    const type = parsed.success ? await unsubscribe(services.db, services.config.authSecret, parsed.data.token) : null;
    if (!type) throw new AppError("NOT_FOUND", "This unsubscribe link is not valid");
    return { unsubscribed: type };
  };
  void app.register(async (scope) => {
    // A mail client's one-click POST carries `List-Unsubscribe=One-Click` as a form; only the token counts.
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_request, body, done) => done(null, body));
    scope.get("/notifications/unsubscribe", async (request) => handle(request.query));
    scope.post("/notifications/unsubscribe", async (request) => handle(request.query));
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AUTH_LIBRARY_BASE_PATH } from "../core/auth/auth-library.ts";
import { loginPage, loginPageWithError, returnWithToken, takeProviderSession } from "../core/auth/provider-sign-in.ts";
import { isConfiguredProvider, providerList } from "../core/auth/sign-in-providers.ts";
import { AppError } from "../core/errors.ts";
import type { Services } from "../services.ts";

const fromUrlQuery = z.object({ from_url: z.string().max(2048).optional() });

/** Node's headers as the auth library reads them. */
function webHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, String(value));
  }
  return headers;
}

/** Passes the library's cookies (the flow's state, the session it opened) on to the browser. */
function forwardCookies(reply: FastifyReply, headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
}

/** Forgets the library's cookies once the token is handed over: the app signs in with a bearer token only. */
function clearLibraryCookies(request: FastifyRequest, reply: FastifyReply): void {
  const names = Object.keys(parseCookieNames(request.headers.cookie ?? "")).filter((name) => name.includes("better-auth."));
  const cleared = names.map((name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith("__Secure-") ? "; Secure" : ""}`);
  if (cleared.length > 0) reply.header("set-cookie", cleared);
}

function parseCookieNames(header: string): Record<string, true> {
  return Object.fromEntries(header.split(";").map((part) => [part.split("=")[0]!.trim(), true as const]).filter(([name]) => name));
}

/**
 * Sign-in with a provider, ending like the login page does: back at `from_url` with
 * `?access_token=`. The browser goes `…/auth/providers/:id/sign-in` → the provider → the library's
 * callback (`/api/auth/callback/:id`, which opens a session in a cookie) → `…/auth/providers/finish`,
 * which turns that session into the token the app keeps.
 */
export function signInProviderRoutes(app: FastifyInstance, { db, auth, config }: Services): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/auth/providers", async () => ({ providers: providerList(config.providers) }));

  api.get("/auth/providers/:id/sign-in", { schema: { params: z.object({ id: z.string().max(64) }), querystring: fromUrlQuery } }, async (request, reply) => {
    const { id } = request.params;
    if (!isConfiguredProvider(config.providers, id)) throw new AppError("NOT_FOUND", "This sign-in provider is not configured");
    const fromUrl = request.query.from_url;
    const finish = new URL(`/api/apps/${config.appId}/auth/providers/finish`, config.publicUrl);
    if (fromUrl) finish.searchParams.set("from_url", fromUrl);
    // A provider whose discovery failed at start is configured but unknown to the library.
    const started = await auth.api
      .signInSocial({
        body: { provider: id, callbackURL: finish.toString(), errorCallbackURL: loginPage(config.publicUrl, fromUrl), disableRedirect: true },
        headers: webHeaders(request),
        returnHeaders: true,
      })
      .catch((error: unknown) => {
        request.log.warn({ err: error, provider: id }, "sign-in provider unavailable");
        return null;
      });
    if (!started?.response.url) return reply.redirect(loginPageWithError(config.publicUrl, fromUrl, "provider_unavailable"), 302);
    const { headers, response } = started;
    forwardCookies(reply, headers);
    return reply.redirect(response.url, 302);
  });

  api.get("/auth/providers/finish", { schema: { querystring: fromUrlQuery } }, async (request, reply) => {
    const fromUrl = request.query.from_url;
    const session = await takeProviderSession(db, auth, webHeaders(request));
    clearLibraryCookies(request, reply);
    reply.header("cache-control", "no-store");
    if ("refused" in session) return reply.redirect(loginPageWithError(config.publicUrl, fromUrl, session.refused), 302);
    return reply.redirect(returnWithToken(config.publicUrl, fromUrl, session.token), 302);
  });
}

/**
 * The library's own endpoint that providers redirect back to, at the address registered with them
 * (`PUBLIC_URL/api/auth/callback/<provider>`). Only this path reaches its handler: sign-up and
 * sign-in go through our routes, with their limits and the welcome grant.
 */
export function providerCallbackRoutes(app: FastifyInstance, { auth, config }: Services): void {
  app.get(`${AUTH_LIBRARY_BASE_PATH}/callback/:id`, async (request, reply) => {
    const url = new URL(request.url, config.publicUrl);
    const response = await auth.handler(new Request(url, { method: "GET", headers: webHeaders(request) }));
    reply.status(response.status);
    response.headers.forEach((value, name) => {
      if (name !== "set-cookie") reply.header(name, value);
    });
    forwardCookies(reply, response.headers);
    reply.header("cache-control", "no-store");
    return reply.send(await response.text());
  });
}

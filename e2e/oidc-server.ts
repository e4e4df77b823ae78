import type { AddressInfo } from "node:net";
import { createServer } from "node:http";
import Provider from "oidc-provider";

/** A real OpenID Connect provider on a port of 127.0.0.1, for one test file. */
export interface OidcServer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/**
 * Starts `oidc-provider` with one client (the app) and its development login and consent pages:
 * whatever login is typed becomes the account, whose address is that login, vouched for
 * (`email_verified`) — as Google or a company's identity provider vouch for theirs.
 */
export async function startOidcServer(redirectUri: (issuer: string) => string): Promise<OidcServer> {
  const http = createServer();
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const clientId = "soundship-e2e";
  const clientSecret = "e2e-client-secret-of-enough-length";
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri(issuer)],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        async claims() {
          return { sub, email: sub.toLowerCase(), email_verified: true, name: "Provider Pilot" };
        },
      };
    },
    cookies: { keys: ["e2e-oidc-cookie-signing-key"] },
    features: { devInteractions: { enabled: true } },
  });
  http.on("request", provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
}

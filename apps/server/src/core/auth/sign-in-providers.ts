import type { ProviderList } from "@soundship/shared";

/** The id of the one OpenID Connect provider configured by `OIDC_*`. */
export const OIDC_PROVIDER_ID = "oidc";

interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

/** The sign-in providers this deployment has credentials for; null ones are off. */
export interface SignInProviders {
  discord: ClientCredentials | null;
  google: ClientCredentials | null;
  oidc: (ClientCredentials & { issuer: string; name: string }) | null;
}

/** What the login page shows a button for: id and label of each configured provider, nothing secret. */
export function providerList(providers: SignInProviders): ProviderList {
  return [
    ...(providers.discord ? [{ id: "discord", name: "Discord" }] : []),
    ...(providers.google ? [{ id: "google", name: "Google" }] : []),
    ...(providers.oidc ? [{ id: OIDC_PROVIDER_ID, name: providers.oidc.name }] : []),
  ];
}

/** Whether `id` names a provider this deployment offers. */
export const isConfiguredProvider = (providers: SignInProviders, id: string) => providerList(providers).some((provider) => provider.id === id);

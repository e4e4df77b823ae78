import { useEffect, useState } from "react";
import type { ProviderList } from "@soundship/shared";
import { Button } from "@/components/ui/button";
import { authClient } from "./auth-client";

/**
 * One button per sign-in provider the server has credentials for (none, and nothing shows). Each
 * goes through the provider and comes back to `fromUrl` signed in, as the forms do.
 */
export function ProviderButtons({ fromUrl }: { fromUrl: string | null }) {
  const [providers, setProviders] = useState<ProviderList>([]);
  useEffect(() => {
    const controller = new AbortController();
    authClient.auth.providers({ signal: controller.signal }).then(setProviders, () => undefined);
    return () => controller.abort();
  }, []);
  if (providers.length === 0) return null;
  return (
    <div className="mt-5 flex flex-col gap-3">
      <p className="flex items-center gap-3 text-xs uppercase tracking-widest text-ink-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">or</p>
      {providers.map((provider) => (
        <Button key={provider.id} variant="secondary" size="lg" asChild>
          <a href={authClient.auth.providerSignInUrl(provider.id, fromUrl)}>Continue with {provider.name}</a>
        </Button>
      ))}
    </div>
  );
}

import { useEffect, useLayoutEffect, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { CURRENT_USER_KEY, fetchCurrentUser } from "@/lib/hooks/current-user";
import { useSettled } from "@/lib/hooks/use-settled";
import { sdk } from "@/lib/sdk/sdk";
import { removeBootFrame } from "./boot-frame";
import { isSessionError } from "./query-client";

/**
 * Every route needs a signed-in pilot (SPEC.md section 6). Without a token the pilot goes straight to the
 * login page; with one, the shell waits for the current user so no page renders for a stale session.
 * Meanwhile the boot frame that the entry painted (boot-frame.ts) stays on screen with SPEC.md's boot
 * text; it goes in the same commit that shows what comes instead.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const hasToken = sdk.auth.hasToken();
  const me = useQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser, enabled: hasToken });
  // The shell and the page are built in the background once the pilot is known (see useSettled).
  const settled = useSettled(me);
  // A lost session is the SDK's to handle: it is already on its way to the login page.
  const booting = !hasToken || !settled || (me.isError && isSessionError(me.error));

  useEffect(() => {
    if (!hasToken) sdk.auth.redirectToLogin(window.location.href);
  }, [hasToken]);
  useLayoutEffect(() => {
    if (!booting) removeBootFrame();
  }, [booting]);

  if (booting) return null;
  if (me.isError) {
    return (
      <main className="flex min-h-svh items-center justify-center p-4">
        <EmptyState
          icon={RefreshCw}
          title="Starship systems are not responding"
          description={me.error.message}
          action={<Button onClick={() => void me.refetch()}>Try again</Button>}
        />
      </main>
    );
  }
  return children;
}

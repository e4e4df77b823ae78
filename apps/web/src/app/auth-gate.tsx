import { useEffect, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadingState } from "@/components/ui/loading-state";
import { CURRENT_USER_KEY, fetchCurrentUser } from "@/lib/hooks/current-user";
import { BOOT_LOADING_TEXT } from "@/lib/routing/pages";
import { sdk } from "@/lib/sdk/sdk";
import { isSessionError } from "./query-client";

function BootScreen() {
  return (
    <main className="flex min-h-svh items-center justify-center">
      <LoadingState text={BOOT_LOADING_TEXT} />
    </main>
  );
}

/**
 * Every route needs a signed-in pilot (SPEC.md section 6). Without a token the pilot goes straight to the
 * login page; with one, the shell waits for the current user so no page renders for a stale session.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const hasToken = sdk.auth.hasToken();
  const me = useQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser, enabled: hasToken });

  useEffect(() => {
    if (!hasToken) sdk.auth.redirectToLogin(window.location.href);
  }, [hasToken]);

  if (!hasToken || me.isPending) return <BootScreen />;
  // A lost session is the SDK's to handle: it is already on its way to the login page.
  if (me.isError && isSessionError(me.error)) return <BootScreen />;
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

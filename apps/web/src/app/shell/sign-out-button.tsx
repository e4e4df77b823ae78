import { useState } from "react";
import { LogOut } from "lucide-react";
import { Tooltip } from "@/components/ui/tooltip";
import { cn } from "@/lib/ui/cn";
import { sdk } from "@/lib/sdk/sdk";

/** Ends the session on the server; the SDK then clears the token and opens the login page. */
export function SignOutButton({ collapsed }: { collapsed: boolean }) {
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    try {
      await sdk.auth.logout();
    } catch {
      // Even if the server cannot be reached, the local token is gone: go to the login page anyway.
      sdk.auth.redirectToLogin("/");
    }
  };
  return (
    <Tooltip content="Sign out" side="right" disabled={!collapsed}>
      <button
        type="button"
        onClick={signOut}
        disabled={leaving}
        className={cn(
          "flex h-10 w-full items-center gap-3 rounded-lg px-2.5 text-sm font-medium text-ink-muted transition-colors hover:bg-alert/10 hover:text-alert disabled:opacity-60",
          collapsed && "w-8 justify-center px-0",
        )}
      >
        <LogOut className="size-5 shrink-0" aria-hidden />
        <span className={cn(collapsed && "sr-only")}>{leaving ? "Signing out..." : "Sign out"}</span>
      </button>
    </Tooltip>
  );
}

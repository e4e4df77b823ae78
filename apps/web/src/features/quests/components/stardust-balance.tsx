import { Gem } from "lucide-react";
import { Card } from "@/components/ui/card";
import { useCurrentUser } from "@/lib/current-user";

/** The pilot's balance, read from the shared current-user cache, so a claim shows here at once. */
export function StardustBalance() {
  const { data: user } = useCurrentUser();
  return (
    <Card aria-label="Stardust balance" className="mb-6 flex items-center gap-4 p-4 sm:max-w-sm">
      <span className="rounded-lg bg-warn/10 p-2.5 text-warn" aria-hidden>
        <Gem className="size-6" />
      </span>
      <div>
        <p className="text-xs font-medium tracking-wider text-ink-muted uppercase">Stardust balance</p>
        <p className="font-display text-2xl font-bold text-ink tabular-nums">
          {user ? user.stardust.toLocaleString("en-US") : "—"}
          <span className="ml-1.5 text-sm font-normal text-ink-muted">Stardust</span>
        </p>
      </div>
    </Card>
  );
}

import { Link } from "react-router";
import { ChevronRight, Gem } from "lucide-react";
import { useCurrentUser } from "@/lib/hooks/current-user";
import { pagePath } from "@/lib/routing/pages";
import { formatCount } from "@/lib/format/format";

/** The pilot's balance, read from the shared current-user cache, so a claim shows here at once; it opens the Vault. */
export function StardustBalance() {
  const { data: user } = useCurrentUser();
  return (
    <Link
      to={pagePath("StardustVault")}
      className="mb-6 flex items-center gap-4 rounded-xl border border-line bg-hull/85 p-4 shadow-lg shadow-black/30 backdrop-blur-sm transition-colors hover:border-warn/60 sm:max-w-sm"
    >
      <span className="rounded-lg bg-warn/10 p-2.5 text-warn" aria-hidden>
        <Gem className="size-6" />
      </span>
      <div className="flex-1">
        <p className="text-xs font-medium tracking-wider text-ink-muted uppercase">Stardust balance</p>
        <p className="font-display text-2xl font-bold text-ink tabular-nums">
          {user ? formatCount(user.stardust) : "—"}
          <span className="ml-1.5 text-sm font-normal text-ink-muted">Stardust</span>
        </p>
      </div>
      <ChevronRight className="size-5 text-ink-muted" aria-hidden />
    </Link>
  );
}

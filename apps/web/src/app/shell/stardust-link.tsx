import { Link } from "react-router";
import { Gem } from "lucide-react";
import { Tooltip } from "@/components/ui/tooltip";
import { useCurrentUser } from "@/lib/hooks/current-user";
import { cn } from "@/lib/ui/cn";
import { pagePath } from "@/lib/routing/pages";
import { formatCount } from "@/lib/format/format";

interface StardustLinkProps {
  /** Icon only, as in the collapsed sidebar; the balance is then the tooltip and the link's name. */
  compact?: boolean;
  /** Leave out the "SD" unit where space is short (the mobile header); the link's name still says it. */
  bare?: boolean;
  className?: string;
  onNavigate?: () => void;
}

/**
 * The pilot's live Stardust balance, linking to the Stardust Vault. SPEC.md's ten sidebar entries do not
 * include the Vault, so this is how a pilot finds it; the figure comes from the shared current-user cache,
 * so a claim, draw or purchase shows here at once.
 */
export function StardustLink({ compact, bare, className, onNavigate }: StardustLinkProps) {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  const amount = formatCount(user.stardust);
  // Starts with the visible text, so a pilot using speech input can say what they see.
  const name = `${amount} SD, Stardust Vault`;
  return (
    <Tooltip content={`${amount} Stardust · Stardust Vault`} side="right" disabled={!compact}>
      <Link
        to={pagePath("StardustVault")}
        aria-label={name}
        onClick={onNavigate}
        className={cn(
          "flex items-center gap-2 rounded-lg border border-warn/40 bg-warn/10 px-2.5 font-display font-bold text-warn tabular-nums hover:bg-warn/20",
          compact ? "size-8 justify-center px-0" : "h-10",
          className,
        )}
      >
        <Gem className="size-4 shrink-0" aria-hidden />
        {compact ? null : (
          <span className="truncate">
            {amount}
            {bare ? null : <span className="ml-1 text-xs font-medium">SD</span>}
          </span>
        )}
      </Link>
    </Tooltip>
  );
}

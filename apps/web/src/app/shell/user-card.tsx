import { Avatar } from "@/components/avatar";
import { Badge } from "@/components/ui/badge";
import { Tooltip } from "@/components/ui/tooltip";
import { useCurrentUser } from "@/lib/hooks/current-user";
import { cn } from "@/lib/ui/cn";
import { initials, pilotName, shortId, tierName } from "@/lib/format/format";

/** DESIGN.md section 7: the card shows the signed-in pilot (callsign or name) and a short ID, not a fixed placeholder. */
export function UserCard({ collapsed }: { collapsed: boolean }) {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  const name = pilotName(user);
  const id = shortId(user.id);
  // The rank held now (a running Rank Boost counts), or none without a membership.
  const rank = user.membership_tier ? tierName(user.membership_tier) : "No rank";
  // The pilot's picture once they chose one (Settings); until then their initials on the ship's colours.
  const avatar = user.avatar_url ? (
    <Avatar name={name} url={user.avatar_url} colourKey={user.id} />
  ) : (
    <span
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-nebula-deep to-blue-900 text-xs font-bold text-white"
      aria-hidden
    >
      {initials(name)}
    </span>
  );
  return (
    <div className={cn("flex items-center gap-3 rounded-lg border border-line bg-space/60 p-2", collapsed && "justify-center border-0 bg-transparent p-0")}>
      {collapsed ? (
        <Tooltip content={`${name} · ID ${id} · ${rank}`} side="right">
          <span tabIndex={0} role="img" aria-label={`Pilot ${name}, ID ${id}, rank ${rank}`} className="rounded-full">
            {avatar}
          </span>
        </Tooltip>
      ) : (
        <>
          {avatar}
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-ink">{name}</p>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-muted">
              ID: {id}
              <Badge tone={user.membership_tier ? "nebula" : "muted"} className="px-2 py-0 text-[0.7rem]">
                <span className="sr-only">Rank: </span>
                {rank}
              </Badge>
            </p>
          </div>
        </>
      )}
    </div>
  );
}

import { Tooltip } from "@/components/ui/tooltip";
import { useCurrentUser } from "@/lib/current-user";
import { cn } from "@/lib/cn";
import { initials, pilotName, shortId } from "@/lib/format";

/** DESIGN.md section 7: the card shows the signed-in pilot (callsign or name) and a short ID, not a fixed placeholder. */
export function UserCard({ collapsed }: { collapsed: boolean }) {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  const name = pilotName(user);
  const id = shortId(user.id);
  const avatar = (
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
        <Tooltip content={`${name} · ID ${id}`} side="right">
          <span tabIndex={0} role="img" aria-label={`Pilot ${name}, ID ${id}`} className="rounded-full">
            {avatar}
          </span>
        </Tooltip>
      ) : (
        <>
          {avatar}
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-ink">{name}</p>
            <p className="text-xs text-ink-muted">ID: {id}</p>
          </div>
        </>
      )}
    </div>
  );
}

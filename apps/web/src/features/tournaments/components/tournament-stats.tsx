import { CalendarClock, DollarSign, Swords, UserCheck } from "lucide-react";
import { StatTile } from "@/components/ui/stat-tile";
import { formatDollars, type hubStats } from "../tournament-groups";

/** The hub's four stat tiles (SPEC.md section 2). */
export function TournamentStats({ stats }: { stats: ReturnType<typeof hubStats> }) {
  return (
    <section aria-label="Tournament stats" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatTile label="Active" value={stats.active} icon={Swords} />
      <StatTile label="Open for Entry" value={stats.open} icon={CalendarClock} />
      <StatTile label="My Entries" value={stats.mine} icon={UserCheck} />
      <StatTile label="Total Prize Pools" value={formatDollars(stats.prizePools)} icon={DollarSign} />
    </section>
  );
}

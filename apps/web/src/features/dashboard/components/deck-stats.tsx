import { Gem, Swords, Trophy, Users } from "lucide-react";
import { StatTile } from "@/components/ui/stat-tile";
import { formatGalaxyRank } from "@/lib/format/leaderboard-format";
import { formatCount } from "@/lib/format/format";

interface DeckStatsProps {
  activeBattles: number;
  rank: number | null | undefined;
  stardust: number | undefined;
  totalPilots: number | undefined;
}

const count = (value: number | undefined) => (value === undefined ? "-" : formatCount(value));

/** The four stat tiles of SPEC.md section 2. */
export function DeckStats({ activeBattles, rank, stardust, totalPilots }: DeckStatsProps) {
  return (
    <section aria-label="Ship status" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatTile label="Active Battles" value={count(activeBattles)} icon={Swords} />
      <StatTile label="Galaxy Rank" value={formatGalaxyRank(rank)} icon={Trophy} />
      <StatTile label="Stardust" value={count(stardust)} icon={Gem} />
      <StatTile label="Total Pilots" value={count(totalPilots)} icon={Users} />
    </section>
  );
}

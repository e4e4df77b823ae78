import { Coins, Gem, Star, Trophy, Users } from "lucide-react";
import { StatTile } from "@/components/ui/stat-tile";
import type { BattleDetails } from "../api/battle-details";
import { entrantsText, stardust } from "../battle-format";

/** The figures a pilot weighs before entering: pot, entrants, what entering costs them, the host's stake, and the votes cast (live). */
export function BattleFacts({ details }: { details: BattleDetails }) {
  const { battle, entry } = details;
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      <StatTile label="Pot" value={stardust(battle.pot)} icon={Trophy} />
      <StatTile label="Entrants" value={entrantsText(battle)} icon={Users} />
      <StatTile
        label="Entry Fee"
        value={stardust(battle.entry_fee)}
        icon={Coins}
        note={entry.fee < battle.entry_fee ? `you pay ${entry.fee}` : undefined}
      />
      <StatTile label="Prize Pool" value={stardust(battle.prize_pool)} icon={Gem} />
      <StatTile label="Votes" value={String(details.votes)} icon={Star} />
    </div>
  );
}

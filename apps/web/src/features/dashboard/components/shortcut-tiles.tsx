import { ArrowUpCircle, Gavel, Rocket, ShoppingCart, Sparkles, Swords, Trophy, Upload, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { pagePath, type PageName } from "@/lib/routing/pages";

// SPEC.md section 2: the eight shortcut tiles, each to its page.
const SHORTCUTS: { label: string; page: PageName; icon: LucideIcon }[] = [
  { label: "Launch Battle", page: "BattleCreator", icon: Rocket },
  { label: "Judge Submissions", page: "JudgePanel", icon: Gavel },
  { label: "Draw Luck Card", page: "LuckCardDraw", icon: Sparkles },
  { label: "Stardust Shop", page: "StardustShop", icon: ShoppingCart },
  { label: "Upload Track", page: "TransmissionBay", icon: Upload },
  { label: "Leaderboard", page: "Leaderboard", icon: Trophy },
  { label: "Join Tournament", page: "TournamentHub", icon: Swords },
  { label: "Upgrade Tier", page: "MembershipHQ", icon: ArrowUpCircle },
];

/** Quick jumps to the ship's stations. */
export function ShortcutTiles() {
  return (
    <nav aria-label="Shortcuts" className="mb-6">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {SHORTCUTS.map(({ label, page, icon: Icon }) => (
          <li key={page}>
            <Link
              to={pagePath(page)}
              className="flex h-full flex-col items-center gap-2 rounded-xl border border-line bg-hull/85 p-4 text-center text-sm font-semibold text-ink backdrop-blur-sm transition-colors hover:border-signal/60 hover:bg-signal/10"
            >
              <Icon className="size-6 text-signal-strong" aria-hidden />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

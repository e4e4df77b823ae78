import type { PageName } from "@/lib/routing/pages";
import { Crown, Gavel, LayoutDashboard, ListChecks, Radio, ShieldCheck, ShoppingBag, Sparkles, Swords, Target, Trophy, Zap, type LucideIcon } from "lucide-react";

export interface NavItem {
  label: string;
  page: PageName;
  icon: LucideIcon;
}

/** SPEC.md section 2: the ten sidebar entries, in this order, each a themed name for a page. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: "Command Deck", page: "Dashboard", icon: LayoutDashboard },
  { label: "Battle Arena", page: "TournamentHub", icon: Swords },
  { label: "Create Battle", page: "BattleCreator", icon: Zap },
  { label: "Judge Panel", page: "JudgePanel", icon: Gavel },
  { label: "Mission Bay", page: "QuestBay", icon: Target },
  { label: "Luck Cards", page: "LuckCardDraw", icon: Sparkles },
  { label: "Stardust Shop", page: "StardustShop", icon: ShoppingBag },
  { label: "Leaderboard", page: "Leaderboard", icon: Trophy },
  { label: "Transmission Bay", page: "TransmissionBay", icon: Radio },
  { label: "Fleet Status", page: "MembershipHQ", icon: Crown },
];

/** Entries only admins see, in a navigation of their own under SPEC.md's ten. */
export const ADMIN_NAV_ITEMS: readonly NavItem[] = [{ label: "Overseer", page: "Overseer", icon: ShieldCheck }];

/**
 * The pilot's own lists, in a navigation right under SPEC.md's ten (which stay exactly ten): My
 * Battles is the Battle Arena seen from the pilot's seat.
 */
export const PILOT_NAV_ITEMS: readonly NavItem[] = [{ label: "My Battles", page: "MyBattles", icon: ListChecks }];

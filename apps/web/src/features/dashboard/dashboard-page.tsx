import { useEffect } from "react";
import { LayoutDashboard } from "lucide-react";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { useCurrentUser } from "@/lib/hooks/current-user";
import { PAGE_LOADING_TEXTS, PAGE_TITLES } from "@/lib/routing/pages";
import { useDrawAvailability } from "@/lib/hooks/use-draw-availability";
import { useSettled } from "@/lib/hooks/use-settled";
import { useBattleEntries } from "./api/battle-entries";
import { useDailyQuests } from "./api/daily-quests";
import { useFirstOrders } from "./api/first-orders";
import { useGalaxyRank } from "./api/galaxy-rank";
import { useActiveBattles, useTopPilots } from "./api/starship-feed";
import { ActiveBattles } from "./components/active-battles";
import { BattleEntriesNote } from "./components/battle-entries-note";
import { DeckStats } from "./components/deck-stats";
import { FirstOrders } from "./components/first-orders";
import { NextSteps } from "./components/next-steps";
import { ShortcutTiles } from "./components/shortcut-tiles";
import { TierBadge } from "./components/tier-badge";
import { TopPilots } from "./components/top-pilots";
import { VerifyEmailBanner } from "./components/verify-email-banner";

function useLoggedFailure(what: string, error: Error | null) {
  useEffect(() => {
    if (error) console.error(`Command Deck: ${what} failed to load`, error);
  }, [what, error]);
}

/** `/` and /Dashboard: the Command Center — where the pilot stands and what to do next. */
export function DashboardPage() {
  const { data: user } = useCurrentUser();
  const rank = useGalaxyRank();
  const battles = useActiveBattles();
  const top = useTopPilots();
  const quests = useDailyQuests();
  const draw = useDrawAvailability(user);
  const entries = useBattleEntries();
  const firstOrders = useFirstOrders();

  // SPEC.md section 8: load failures on the Dashboard are only logged; the lists show empty.
  useLoggedFailure("galaxy rank", rank.error);
  useLoggedFailure("active battles", battles.error);
  useLoggedFailure("top pilots", top.error);
  useLoggedFailure("daily quests", quests.error);
  useLoggedFailure("battle entries", entries.error);
  useLoggedFailure("first orders", firstOrders.error);

  // The deck appears once, whole: each of these sets what stands above the lists, so any of them
  // arriving later would push the rest down under the pilot's eyes (and thumb).
  const settled = useSettled(rank, battles, top, quests, entries, firstOrders);

  // SPEC.md section 2: the welcome line uses the full name, or 'Commander' when there is none. A
  // pilot who has earned nothing yet, or is still on their first orders in their first week, is
  // new: welcomed aboard, not back.
  const name = user?.full_name?.trim() || "Commander";
  const orders = firstOrders.data;
  const ordersOpen = Boolean(orders && orders.orders.some((order) => !order.done));
  const isNew = (user && user.xp === 0) || Boolean(orders?.first_week && ordersOpen);
  const welcome = isNew ? "Welcome aboard" : "Welcome back";
  // What is known with the pilot alone shows while the rest loads.
  const header = (
    <>
      <PageHeader title={PAGE_TITLES.Dashboard} icon={LayoutDashboard} subtitle={`${welcome}, ${name}`} actions={<TierBadge tier={user?.membership_tier} />} />
      {user && !user.email_verified ? <VerifyEmailBanner email={user.email} /> : null}
    </>
  );
  if (!settled) {
    return (
      <>
        {header}
        <LoadingState text={PAGE_LOADING_TEXTS.Dashboard} />
      </>
    );
  }
  const activeBattles = battles.data ?? [];
  return (
    <>
      {header}
      <DeckStats activeBattles={activeBattles.length} rank={rank.data?.rank} stardust={user?.stardust} totalPilots={rank.data?.totalPilots} />
      {orders && (ordersOpen || orders.first_week) ? <FirstOrders orders={orders.orders} /> : null}
      <BattleEntriesNote entries={entries.data} member={Boolean(user?.membership_tier)} />
      <NextSteps quests={quests.data} draw={draw} ranked={Boolean(rank.data?.rank)} />
      <ShortcutTiles />
      {/* min-w-0 on the columns: a long battle title truncates instead of widening the page. */}
      <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <ActiveBattles battles={activeBattles} />
        <TopPilots players={top.data ?? []} meId={user?.id} />
      </div>
    </>
  );
}

import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { LIVE_EVENT_KINDS, type User } from "@soundship/shared";
import { CURRENT_USER_KEY } from "@/lib/hooks/current-user";
import { announceNotification } from "@/lib/notification-events";

// The features' query keys by their first segment (lib cannot import features): the Vault's
// history, the Quest Bay, battles and the Judge Panel, tournaments, membership, the Dashboard,
// the inbox.
const VAULT: QueryKey = ["vault"];
const QUESTS: QueryKey = ["quests"];
const DASHBOARD_QUESTS: QueryKey = ["dashboard", "daily-quests"];
const DASHBOARD_BATTLES: QueryKey = ["dashboard", "battles"];
const BATTLES: QueryKey = ["battles"];
const JUDGING: QueryKey = ["judging"];
const TOURNAMENTS: QueryKey = ["tournaments"];
const MEMBERSHIP: QueryKey = ["membership"];
const ALLOWANCE: QueryKey = ["transmissions", "allowance"];
const TRANSMISSIONS: QueryKey = ["transmissions"];
const NOTIFICATIONS: QueryKey = ["notifications"];

/** The queries each event makes stale; the pilot's balance is also written straight into the cache. */
const STALE_AFTER: Record<string, QueryKey[]> = {
  [LIVE_EVENT_KINDS.balance]: [VAULT],
  [LIVE_EVENT_KINDS.inventory]: [CURRENT_USER_KEY],
  [LIVE_EVENT_KINDS.questProgress]: [QUESTS, DASHBOARD_QUESTS],
  [LIVE_EVENT_KINDS.cardDrawn]: [CURRENT_USER_KEY],
  [LIVE_EVENT_KINDS.membership]: [CURRENT_USER_KEY, MEMBERSHIP, ALLOWANCE],
  [LIVE_EVENT_KINDS.battlePhase]: [BATTLES, JUDGING, DASHBOARD_BATTLES],
  [LIVE_EVENT_KINDS.battleEntrants]: [BATTLES, DASHBOARD_BATTLES],
  [LIVE_EVENT_KINDS.battleVotes]: [BATTLES, JUDGING],
  [LIVE_EVENT_KINDS.battleSettled]: [BATTLES, JUDGING, DASHBOARD_BATTLES],
  [LIVE_EVENT_KINDS.tournament]: [TOURNAMENTS],
  // A track's processing ended: the Transmission Bay shows it ready or failed, judges hear the preview.
  [LIVE_EVENT_KINDS.trackProcessed]: [TRANSMISSIONS, BATTLES, JUDGING],
  // The bell's count and the inbox; a new one is also toasted.
  [LIVE_EVENT_KINDS.notification]: [NOTIFICATIONS],
  [LIVE_EVENT_KINDS.notificationsRead]: [NOTIFICATIONS],
};

/** Event names the stream sends that the app acts on. */
export const LIVE_EVENT_NAMES = [...Object.keys(STALE_AFTER), LIVE_EVENT_KINDS.refresh];

/** Refetches are gathered for this long, so a burst of votes reads each list once. */
const GATHER_MS = 150;

/**
 * Applies live events to the TanStack Query cache: the balance at once, everything else by marking
 * the queries that show it stale (open pages refetch them, closed ones on their next visit).
 */
export function createLiveCacheUpdater(queryClient: QueryClient) {
  const pending = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    for (const queryKey of pending.values()) void queryClient.invalidateQueries({ queryKey });
    pending.clear();
  };
  return function apply(kind: string, data: Record<string, unknown>) {
    if (kind === LIVE_EVENT_KINDS.refresh) return void queryClient.invalidateQueries();
    if (kind === LIVE_EVENT_KINDS.balance && typeof data.stardust === "number") {
      const stardust = data.stardust;
      queryClient.setQueryData<User>(CURRENT_USER_KEY, (user) => (user ? { ...user, stardust } : user));
    }
    if (kind === LIVE_EVENT_KINDS.notification) announceNotification(data);
    for (const queryKey of STALE_AFTER[kind] ?? []) pending.set(JSON.stringify(queryKey), queryKey);
    timer ??= setTimeout(flush, GATHER_MS);
  };
}

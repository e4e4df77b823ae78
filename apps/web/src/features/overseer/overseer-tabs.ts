import { lazy, type ComponentType, type LazyExoticComponent } from "react";

export interface OverseerTab {
  /** The tab's id, also its `?tab=` in the URL (`/Overseer?tab=audit`). */
  id: string;
  label: string;
  component: LazyExoticComponent<ComponentType>;
}

// Each tab is its own chunk, loaded when it is first opened.
function tab<T>(load: () => Promise<T>, pick: (module: T) => ComponentType) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

/** The Overseer panel's tabs, in order; one a line, so a new tab is a new line here. */
export const OVERSEER_TABS: readonly OverseerTab[] = [
  { id: "overview", label: "Overview", component: tab(() => import("./tabs/overview-tab"), (m) => m.OverviewTab) },
  { id: "pilots", label: "Pilots", component: tab(() => import("./tabs/pilots-tab"), (m) => m.PilotsTab) },
  { id: "battles", label: "Battles", component: tab(() => import("./tabs/battles-tab"), (m) => m.BattlesTab) },
  { id: "audit", label: "Audit log", component: tab(() => import("./tabs/audit-log-tab"), (m) => m.AuditLogTab) },
  { id: "reports", label: "Reports", component: tab(() => import("./tabs/reports-tab"), (m) => m.ReportsTab) },
  { id: "quests", label: "Quests", component: tab(() => import("./tabs/quests-tab"), (m) => m.QuestsTab) },
  { id: "cards", label: "Luck cards", component: tab(() => import("./tabs/cards-tab"), (m) => m.CardsTab) },
  { id: "tournaments", label: "Tournaments", component: tab(() => import("./tabs/tournaments-tab"), (m) => m.TournamentsTab) },
  { id: "jobs", label: "Jobs", component: tab(() => import("./tabs/jobs-tab"), (m) => m.JobsTab) },
];

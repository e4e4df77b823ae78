import type { LucideIcon } from "lucide-react";
import { EmptyState } from "./empty-state";

/** What a page shows until its consoles are built: what it is for, and no invented figures. */
export function PagePlaceholder({ icon, purpose }: { icon: LucideIcon; purpose: string }) {
  return <EmptyState icon={icon} title="Coming online soon" description={purpose} className="bg-hull/60" />;
}

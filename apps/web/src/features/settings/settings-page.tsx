import { Settings } from "lucide-react";
import { PageHeader } from "@/components/ui/page-header";
import { PAGE_TITLES } from "@/lib/routing/pages";
import { NotificationPreferencesCard } from "./notification-preferences-card";

/** /Settings: what reaches the pilot where (DESIGN.md section 6, Notifications). */
export function SettingsPage() {
  return (
    <>
      <PageHeader title={PAGE_TITLES.Settings} icon={Settings} />
      <NotificationPreferencesCard />
    </>
  );
}

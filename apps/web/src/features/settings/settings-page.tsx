import { Settings } from "lucide-react";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { useCurrentUser } from "@/lib/hooks/current-user";
import { PAGE_TITLES } from "@/lib/routing/pages";
import { EmailCard } from "./components/email-card";
import { PasswordCard } from "./components/password-card";
import { ProfileCard } from "./components/profile-card";
import { NotificationPreferencesCard } from "./notification-preferences-card";

/** /Settings: the pilot's profile, address and password, and what reaches them where (DESIGN.md section 6, Notifications). */
export function SettingsPage() {
  const { data: user } = useCurrentUser();
  return (
    <>
      <PageHeader title={PAGE_TITLES.Settings} icon={Settings} />
      <div className="flex flex-col gap-6">
        {user ? (
          <>
            <ProfileCard user={user} />
            <EmailCard user={user} />
            <PasswordCard email={user.email} />
          </>
        ) : (
          <LoadingState className="py-10" />
        )}
        <NotificationPreferencesCard />
      </div>
    </>
  );
}

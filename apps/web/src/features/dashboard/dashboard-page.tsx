import { LayoutDashboard, Rocket } from "lucide-react";
import { PageHeader } from "@/components/ui/page-header";
import { PagePlaceholder } from "@/components/ui/page-placeholder";
import { useCurrentUser } from "@/lib/current-user";
import { PAGE_TITLES } from "@/lib/pages";

/** `/` and /Dashboard: the Command Center. */
export function DashboardPage() {
  const { data: user } = useCurrentUser();
  // SPEC.md section 2: the welcome line uses the full name, or 'Commander' when there is none.
  const name = user?.full_name?.trim() || "Commander";
  return (
    <>
      <PageHeader title={PAGE_TITLES.Dashboard} icon={LayoutDashboard} subtitle={`Welcome back, ${name}`} />
      <PagePlaceholder
        icon={Rocket}
        purpose="Your battles, rank, Stardust and the fleet's top pilots will be reported on this deck."
      />
    </>
  );
}

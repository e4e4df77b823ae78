import { Crown } from "lucide-react";
import { PageHeader } from "@/components/ui/page-header";
import { PagePlaceholder } from "@/components/ui/page-placeholder";
import { PAGE_TITLES } from "@/lib/pages";

/** /MembershipHQ: its SPEC.md title, and a placeholder that invents no data until the page's consoles exist. */
export function MembershipHqPage() {
  return (
    <>
      <PageHeader title={PAGE_TITLES.MembershipHQ} icon={Crown} />
      <PagePlaceholder icon={Crown} purpose="Membership ranks, their perks and the monthly galactic prize pool will be shown here." />
    </>
  );
}

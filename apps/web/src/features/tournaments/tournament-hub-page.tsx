import { Swords } from "lucide-react";
import { PageHeader } from "@/components/ui/page-header";
import { PagePlaceholder } from "@/components/ui/page-placeholder";
import { PAGE_TITLES } from "@/lib/pages";

/** /TournamentHub: its SPEC.md title, and a placeholder that invents no data until the page's consoles exist. */
export function TournamentHubPage() {
  return (
    <>
      <PageHeader title={PAGE_TITLES.TournamentHub} icon={Swords} />
      <PagePlaceholder icon={Swords} purpose="Open, active and completed tournaments, and the ones you entered, will be listed here." />
    </>
  );
}

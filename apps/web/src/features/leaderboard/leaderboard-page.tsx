import { Trophy } from "lucide-react";
import { PageHeader } from "@/components/ui/page-header";
import { PagePlaceholder } from "@/components/ui/page-placeholder";
import { PAGE_TITLES } from "@/lib/pages";

/** /Leaderboard: its SPEC.md title, and a placeholder that invents no data until the page's consoles exist. */
export function LeaderboardPage() {
  return (
    <>
      <PageHeader title={PAGE_TITLES.Leaderboard} icon={Trophy} />
      <PagePlaceholder icon={Trophy} purpose="The fleet's pilots, ranked by score and victories." />
    </>
  );
}

import { Target } from "lucide-react";
import { PageHeader } from "@/components/ui/page-header";
import { PagePlaceholder } from "@/components/ui/page-placeholder";
import { PAGE_TITLES } from "@/lib/pages";

/** /QuestBay: its SPEC.md title, and a placeholder that invents no data until the page's consoles exist. */
export function QuestBayPage() {
  return (
    <>
      <PageHeader title={PAGE_TITLES.QuestBay} icon={Target} />
      <PagePlaceholder icon={Target} purpose="Daily, weekly, story and special quests will be posted here, with their Stardust and XP rewards." />
    </>
  );
}

import { Zap } from "lucide-react";
import { PageHeader } from "@/components/ui/page-header";
import { PagePlaceholder } from "@/components/ui/page-placeholder";
import { PAGE_TITLES } from "@/lib/pages";

/** /BattleCreator: its SPEC.md title, and a placeholder that invents no data until the page's consoles exist. */
export function BattleCreatorPage() {
  return (
    <>
      <PageHeader title={PAGE_TITLES.BattleCreator} icon={Zap} />
      <PagePlaceholder icon={Zap} purpose="Set up a battle in four steps: basic info, rules, schedule and review." />
    </>
  );
}

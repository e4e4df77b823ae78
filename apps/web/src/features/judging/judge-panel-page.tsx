import { Gavel } from "lucide-react";
import { PageHeader } from "@/components/ui/page-header";
import { PagePlaceholder } from "@/components/ui/page-placeholder";
import { PAGE_TITLES } from "@/lib/pages";

/** /JudgePanel: its SPEC.md title, and a placeholder that invents no data until the page's consoles exist. */
export function JudgePanelPage() {
  return (
    <>
      <PageHeader title={PAGE_TITLES.JudgePanel} icon={Gavel} />
      <PagePlaceholder icon={Gavel} purpose="Battles in voting will be listed here for you to score." />
    </>
  );
}

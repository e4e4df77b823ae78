import { Sparkles } from "lucide-react";
import { PageHeader } from "@/components/ui/page-header";
import { PagePlaceholder } from "@/components/ui/page-placeholder";
import { PAGE_TITLES } from "@/lib/pages";

/** /LuckCardDraw: its SPEC.md title, and a placeholder that invents no data until the page's consoles exist. */
export function LuckCardDrawPage() {
  return (
    <>
      <PageHeader title={PAGE_TITLES.LuckCardDraw} icon={Sparkles} />
      <PagePlaceholder icon={Sparkles} purpose="Draw one luck card a day: spare luck or doom." />
    </>
  );
}

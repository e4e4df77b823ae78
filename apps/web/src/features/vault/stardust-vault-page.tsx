import { Gem } from "lucide-react";
import { PageHeader } from "@/components/ui/page-header";
import { PagePlaceholder } from "@/components/ui/page-placeholder";
import { PAGE_TITLES } from "@/lib/pages";

/** /StardustVault: its SPEC.md title, and a placeholder that invents no data until the page's consoles exist. */
export function StardustVaultPage() {
  return (
    <>
      <PageHeader title={PAGE_TITLES.StardustVault} icon={Gem} />
      <PagePlaceholder icon={Gem} purpose="Your Stardust balance and the history of every transaction will be kept here." />
    </>
  );
}

import { ShoppingBag } from "lucide-react";
import { PageHeader } from "@/components/ui/page-header";
import { PagePlaceholder } from "@/components/ui/page-placeholder";
import { PAGE_TITLES } from "@/lib/pages";

/** /StardustShop: its SPEC.md title, and a placeholder that invents no data until the page's consoles exist. */
export function StardustShopPage() {
  return (
    <>
      <PageHeader title={PAGE_TITLES.StardustShop} icon={ShoppingBag} />
      <PagePlaceholder icon={ShoppingBag} purpose="Spend Stardust on boosts, shields and extra draws." />
    </>
  );
}

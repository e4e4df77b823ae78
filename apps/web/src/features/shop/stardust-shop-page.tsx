import { Link } from "react-router";
import { SHOP_ITEMS } from "@soundship/shared";
import { Gem, ShoppingBag } from "lucide-react";
import { CheckoutReturn } from "@/components/ui/checkout-return";
import { PageHeader } from "@/components/ui/page-header";
import { useCurrentUser } from "@/lib/hooks/current-user";
import { PAGE_TITLES, pagePath } from "@/lib/routing/pages";
import { CargoHold } from "./components/cargo-hold";
import { ShopItemCard } from "./components/shop-item-card";
import { formatCount } from "@/lib/format/format";

/** The real balance as '{n} SD' (DESIGN.md section 7: not a local 0); it opens the Stardust Vault. */
function ShopBalance({ stardust }: { stardust: number | undefined }) {
  return (
    <Link
      to={pagePath("StardustVault")}
      aria-label={stardust === undefined ? "Stardust balance" : `${formatCount(stardust)} SD, Stardust balance`}
      className="flex items-center gap-2 rounded-lg border border-warn/40 bg-warn/10 px-4 py-2 font-display text-xl font-bold text-warn tabular-nums hover:bg-warn/20"
    >
      <Gem className="size-5" aria-hidden />
      {stardust === undefined ? "—" : `${formatCount(stardust)} SD`}
    </Link>
  );
}

/** /StardustShop: six items bought with real Stardust, and what the pilot already holds (SPEC.md section 9). */
export function StardustShopPage() {
  const { data: user } = useCurrentUser();
  return (
    <>
      <PageHeader title={PAGE_TITLES.StardustShop} icon={ShoppingBag} actions={<ShopBalance stardust={user?.stardust} />} />
      <CheckoutReturn />
      {user ? <CargoHold user={user} /> : null}
      <ul aria-label="Shop items" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {SHOP_ITEMS.map((item) => (
          <li key={item.id}>
            <ShopItemCard item={item} balance={user?.stardust} />
          </li>
        ))}
      </ul>
    </>
  );
}

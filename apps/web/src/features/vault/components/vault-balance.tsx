import { Gem } from "lucide-react";
import { Card } from "@/components/ui/card";
import { formatCount } from "@/lib/format/format";

/** The balance, large: the first thing the vault is for. */
export function VaultBalance({ stardust }: { stardust: number | undefined }) {
  return (
    <Card aria-labelledby="vault-balance-label" className="mb-6 flex flex-col items-center gap-2 px-6 py-8 text-center">
      <Gem className="size-10 text-warn" aria-hidden />
      <p id="vault-balance-label" className="text-xs font-semibold tracking-widest text-ink-muted uppercase">
        Current balance
      </p>
      <p className="font-display text-5xl font-bold text-ink tabular-nums [text-shadow:0_0_24px_rgb(251_191_36/0.35)] sm:text-6xl">
        {stardust === undefined ? "—" : formatCount(stardust)}
      </p>
      <p className="text-sm font-medium text-warn">Stardust</p>
    </Card>
  );
}

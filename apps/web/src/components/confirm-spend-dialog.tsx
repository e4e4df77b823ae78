import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeader } from "@/components/ui/dialog";
import { formatCount } from "@/lib/format/format";

/** One line of what a spend costs: 'Price' → '100 SD'. */
export type SpendLine = [label: string, value: string];

const sd = (amount: number) => `${formatCount(amount)} SD`;

/** The lines of a Stardust spend: price, balance now, and balance after. */
export function stardustSpendLines(price: number, balance: number | undefined): SpendLine[] {
  if (balance === undefined) return [["Price", sd(price)]];
  return [
    ["Price", sd(price)],
    ["Your balance", sd(balance)],
    ["Balance after", sd(balance - price)],
  ];
}

interface ConfirmSpendProps {
  /** What opens the dialog (the Purchase / Join / Deploy button); it spends nothing itself. */
  trigger: (open: () => void) => ReactNode;
  title: string;
  description?: string;
  lines: SpendLine[];
  /** The confirm button's label: it names the spend ('Pay 100 SD'). */
  confirmLabel: string;
  /** The spend, run only when the pilot confirms; the dialog closes when it settles. */
  onConfirm: () => Promise<unknown>;
}

/**
 * The one confirmation before any Stardust or money is spent: what it costs and what is left after,
 * a Cancel that spends nothing (Escape and the close button too; a click outside does nothing), focus
 * trapped inside (Radix Dialog).
 */
export function ConfirmSpend({ trigger, title, description, lines, confirmLabel, onConfirm }: ConfirmSpendProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    if (pending) return;
    setPending(true);
    try {
      await onConfirm();
    } catch {
      // The spend's own error toast says what went wrong; the dialog just closes.
    } finally {
      setPending(false);
      setOpen(false);
    }
  };
  return (
    <>
      {trigger(() => setOpen(true))}
      <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
        {/* A click outside does not close it: the second click of a double-clicked Buy or Launch lands
            there as the dialog opens, and would take the question away before it is read. */}
        <DialogContent onPointerDownOutside={(event) => event.preventDefault()}>
          <DialogHeader title={title} description={description ?? "Nothing is spent until you confirm."} />
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            {lines.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-ink-muted">{label}</dt>
                <dd className="text-right font-semibold text-ink tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <Button onClick={() => void confirm()} disabled={pending} aria-busy={pending || undefined}>
              {pending ? "Working..." : confirmLabel}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

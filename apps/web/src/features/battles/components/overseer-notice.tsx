import { ShieldAlert } from "lucide-react";
import type { BattleDetails } from "../api/battle-details";

/**
 * What the Overseer did to this battle, as the pilot is told it: why the battle was cancelled, or
 * why the pilot's own submission was removed and what came back to their Vault.
 */
export function OverseerNotice({ details }: { details: BattleDetails }) {
  const { removal, cancel_reason: cancelReason } = details;
  if (!removal && !cancelReason) return null;
  return (
    <div role="note" aria-label="Notice from the Overseer" className="flex flex-col gap-2 rounded-xl border border-alert/50 bg-alert/10 p-4 text-sm text-ink">
      <p className="flex items-center gap-2 font-semibold text-alert">
        <ShieldAlert className="size-5" aria-hidden /> Notice from the Overseer
      </p>
      {cancelReason ? <p>This battle was cancelled: {cancelReason}. Every entry fee and the prize pool went back to their pilots' Vaults.</p> : null}
      {removal ? (
        <p>
          Your submission “{removal.title}” was removed: {removal.reason}.{" "}
          {removal.fee_refunded > 0 ? `Your entry fee of ${removal.fee_refunded} SD was returned to your Vault.` : ""}
        </p>
      ) : null}
    </div>
  );
}

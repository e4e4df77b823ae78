import { Link } from "react-router";
import { Ticket } from "lucide-react";
import { pagePath } from "@/lib/routing/pages";

/**
 * The month's battle entries on the Command Deck, so a pilot knows they can play before they try:
 * a free pilot's 3 entries, with the way to more at Fleet Status.
 */
export function BattleEntriesNote({ entries, member }: { entries: { used: number; limit: number } | undefined; member: boolean }) {
  if (!entries) return null;
  const left = entries.limit < 0 ? null : Math.max(0, entries.limit - entries.used);
  return (
    <p role="note" className="mb-6 flex flex-wrap items-center gap-2 rounded-xl border border-line bg-panel/60 px-4 py-3 text-sm text-ink">
      <Ticket className="size-4 shrink-0 text-signal-strong" aria-hidden />
      {left === null ? (
        <span>Unlimited battle entries this month.</span>
      ) : (
        <span>
          <strong className="font-semibold tabular-nums">
            {left} of {entries.limit}
          </strong>{" "}
          {member ? "battle entries left this month." : "free battle entries left this month: enter any Beat Battle, Song Battle or Rap On Beat."}
        </span>
      )}
      {member ? null : (
        <span>
          A membership gives more — see{" "}
          <Link to={pagePath("MembershipHQ")} className="font-semibold text-signal-strong underline underline-offset-2">
            Fleet Status
          </Link>
          .
        </span>
      )}
    </p>
  );
}

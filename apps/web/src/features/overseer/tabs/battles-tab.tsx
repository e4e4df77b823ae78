import { useState } from "react";
import { Link } from "react-router";
import { Swords } from "lucide-react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Field, Input } from "@/components/ui/input";
import { LoadingState } from "@/components/ui/loading-state";
import { BATTLE_STATUS_LABELS } from "@/lib/format/battle-labels";
import { battlePath } from "@/lib/routing/pages";
import { useOverseerAction, useOverseerBattles, type OverseerBattle } from "../api/overseer-queries";
import { ActionForm } from "../components/action-form";
import { FilterBar } from "../components/filter-bar";

const TONES: Record<OverseerBattle["status"], BadgeTone> = { upcoming: "nebula", active: "go", voting: "warn", completed: "muted", cancelled: "alert" };

/** Battles: cancel one with refunds, or remove a submission with its fee refunded. */
export function BattlesTab() {
  const [draft, setDraft] = useState("");
  const [query, setQuery] = useState("");
  const list = useOverseerBattles(query);
  return (
    <section aria-label="Battles" className="flex flex-col gap-4">
      <FilterBar label="Find a battle" onApply={() => setQuery(draft.trim())}>
        <Field label="Title" className="w-72">
          {(control) => <Input {...control} value={draft} onChange={(event) => setDraft(event.target.value)} />}
        </Field>
      </FilterBar>
      {list.isPending ? (
        <LoadingState />
      ) : (list.data?.battles.length ?? 0) === 0 ? (
        <EmptyState icon={Swords} title="No battle matches" />
      ) : (
        <ul className="flex flex-col gap-4">
          {list.data!.battles.map((battle) => (
            <li key={battle.id}>
              <BattleCard battle={battle} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function BattleCard({ battle }: { battle: OverseerBattle }) {
  const cancel = useOverseerAction("overseerCancelBattle", (result) => `Cancelled; ${result.refunds.length} refund(s) posted`);
  const remove = useOverseerAction("overseerRemoveSubmission", (result) => `Removed; ${result.refund.amount} SD refunded`);
  const open = !battle.settled;
  return (
    <Card aria-label={`Battle ${battle.title}`}>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>
          <Link to={battlePath(battle.id)} className="wrap-anywhere hover:underline">
            {battle.title || "Untitled battle"}
          </Link>
        </CardTitle>
        {/* An address has no place to break a line: on a phone it wraps anywhere rather than push the page wider. */}
        <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm text-ink-muted">
          <Badge tone={TONES[battle.status]}>{BATTLE_STATUS_LABELS[battle.status]}</Badge>
          <span className="min-w-0 wrap-anywhere">
            Pot {battle.pot} SD · fee {battle.entry_fee} SD · prize pool {battle.prize_pool} SD · host {battle.host_email}
          </span>
        </div>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-2">
        <div>
          <h3 className="mb-2 text-sm font-semibold text-ink">Submissions ({battle.submissions.length})</h3>
          {battle.submissions.length === 0 ? (
            <p className="text-sm text-ink-muted">No submissions.</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {battle.submissions.map((submission) => (
                <li key={submission.id} className="rounded-lg border border-line p-3">
                  <p className="text-sm wrap-anywhere text-ink">
                    <strong>{submission.title}</strong> by {submission.pilot_callsign} ({submission.user_email}) · paid {submission.fee_paid} SD · {submission.votes} vote(s)
                  </p>
                  {open ? (
                    <details className="mt-2">
                      <summary className="cursor-pointer text-sm text-signal-strong">Remove this submission</summary>
                      <div className="mt-2">
                        <ActionForm
                          label={`Remove ${submission.title}`}
                          submitLabel="Remove and refund"
                          variant="danger"
                          onSubmit={(reason) => remove.mutateAsync({ submission_id: submission.id, reason })}
                        />
                      </div>
                    </details>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </div>
        {open ? (
          <ActionForm
            label={`Cancel ${battle.title}`}
            submitLabel="Cancel battle and refund"
            variant="danger"
            onSubmit={(reason) => cancel.mutateAsync({ battle_id: battle.id, reason })}
          />
        ) : (
          <p className="text-sm text-ink-muted">{battle.status === "cancelled" ? "Cancelled: everything was refunded." : "Settled: the pot was paid or refunded."}</p>
        )}
      </CardContent>
    </Card>
  );
}

import { useState } from "react";
import { Plus, Trophy } from "lucide-react";
import { BATTLE_TYPES, MATCH_WINDOW_DEFAULTS, TIERS } from "@soundship/shared";
import type { FunctionInput } from "@soundship/sdk";
import { fieldsOf } from "@/components/form";
import { ChoiceInput, DateTimeInput, NumberInput, optionsOf, TextAreaInput, TextInput } from "@/components/form-inputs";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadingState } from "@/components/ui/loading-state";
import { BATTLE_TYPE_LABELS } from "@/lib/format/battle-labels";
import { formatDateTime } from "@/lib/format/format";
import { useOverseerContent, type ContentTournament } from "../api/content";
import { DataTable, type Column } from "../components/data-table";
import { EditorDialog } from "../components/editor-dialog";
import { useOverseerForm } from "../components/overseer-form";

type TournamentInput = FunctionInput<"overseerSaveTournament">;

const TournamentField = fieldsOf<TournamentInput>();
const PayoutField = fieldsOf<FunctionInput<"overseerRecordPrizePayout">>();

// Radix selects take no empty value: "none" stands for no minimum tier.
const NONE = "none";
const TIER_OPTIONS = optionsOf([NONE, ...TIERS], (tier) => (tier === NONE ? "Any pilot" : tier));
const MODE_OPTIONS = optionsOf(BATTLE_TYPES, (type) => BATTLE_TYPE_LABELS[type]);

const NEW: TournamentInput = {
  name: "",
  description: "",
  starts_at: "",
  ends_at: "",
  max_players: 16,
  entry_fee: 0,
  min_tier: null,
  prize_pool: 0,
  battle_type: "beat_battle",
  ...MATCH_WINDOW_DEFAULTS,
};

/** The saved tournament as the form's values: the save schema's keys, picked from it. */
const valuesOf = ({ id, name, description, starts_at, ends_at, max_players, entry_fee, min_tier, prize_pool, battle_type, match_entry_hours, match_voting_hours }: ContentTournament): TournamentInput => ({
  id,
  name,
  description,
  starts_at,
  ends_at,
  max_players,
  entry_fee,
  min_tier,
  prize_pool,
  battle_type,
  match_entry_hours,
  match_voting_hours,
});

const STATE_TONE = { open: "go", in_progress: "warn", completed: "muted" } as const;

/** Tournaments: create, edit before the start, and record the dollar prize paid out once ended. */
export function TournamentsTab() {
  const content = useOverseerContent();
  const [editing, setEditing] = useState<TournamentInput | null>(null);
  const [paying, setPaying] = useState<ContentTournament | null>(null);
  const columns: readonly Column<ContentTournament>[] = [
    { header: "Tournament", cell: (t) => <span className="font-medium">{t.name}</span> },
    { header: "State", cell: (t) => <Badge tone={STATE_TONE[t.state]}>{t.state.replace("_", " ")}</Badge> },
    { header: "Dates", cell: (t) => `${formatDateTime(t.starts_at)} → ${formatDateTime(t.ends_at)}`, className: "whitespace-nowrap" },
    { header: "Players", cell: (t) => `${t.current_players} / ${t.max_players}` },
    { header: "Entry", cell: (t) => `${t.entry_fee} SD` },
    { header: "Prize pool", cell: (t) => `$${t.prize_pool.toFixed(2)} (paid $${t.paid_out.toFixed(2)})` },
    {
      header: "Actions",
      cell: (t) =>
        t.state === "open" ? (
          <Button size="sm" variant="secondary" onClick={() => setEditing(valuesOf(t))}>
            Edit<span className="sr-only"> {t.name}</span>
          </Button>
        ) : t.state === "completed" && t.paid_out < t.prize_pool ? (
          <Button size="sm" variant="secondary" onClick={() => setPaying(t)}>
            Record payout<span className="sr-only"> for {t.name}</span>
          </Button>
        ) : (
          "—"
        ),
    },
  ];
  return (
    <div>
      <div className="mb-4 flex justify-end">
        <Button onClick={() => setEditing(NEW)}>
          <Plus aria-hidden /> New tournament
        </Button>
      </div>
      {content.isPending ? (
        <LoadingState />
      ) : (
        <DataTable caption="Tournaments" columns={columns} rows={content.data?.tournaments ?? []} rowKey={(t) => t.id} empty={<EmptyState icon={Trophy} title="No tournaments yet" />} />
      )}
      {editing ? <TournamentForm key={editing.id ?? "new"} initial={editing} onClose={() => setEditing(null)} /> : null}
      {paying ? <PayoutForm key={paying.id} tournament={paying} onClose={() => setPaying(null)} /> : null}
    </div>
  );
}

function TournamentForm({ initial, onClose }: { initial: TournamentInput; onClose: () => void }) {
  const editor = useOverseerForm("overseerSaveTournament", initial.id ? "Tournament saved" : "Tournament created", initial, onClose);
  return (
    <EditorDialog title={initial.id ? "Edit tournament" : "New tournament"} editor={editor} onClose={onClose} submitText={initial.id ? "Save tournament" : "Create tournament"}>
      <TournamentField name="name" label="Name" className="sm:col-span-2">
        {(control) => <TextInput {...control} />}
      </TournamentField>
      <TournamentField name="description" label="Description" className="sm:col-span-2">
        {(control) => <TextAreaInput {...control} />}
      </TournamentField>
      <TournamentField name="starts_at" label="Starts">
        {(control) => <DateTimeInput {...control} />}
      </TournamentField>
      <TournamentField name="ends_at" label="Ends">
        {(control) => <DateTimeInput {...control} />}
      </TournamentField>
      <TournamentField name="max_players" label="Places">
        {(control) => <NumberInput {...control} inputMode="numeric" />}
      </TournamentField>
      <TournamentField name="entry_fee" label="Entry fee (Stardust)">
        {(control) => <NumberInput {...control} inputMode="numeric" />}
      </TournamentField>
      <TournamentField name="min_tier" label="Minimum tier">
        {({ value, onChange, ...control }) => (
          <ChoiceInput {...control} value={value ?? NONE} onChange={(tier) => onChange(tier === NONE ? null : tier)} options={TIER_OPTIONS} />
        )}
      </TournamentField>
      <TournamentField name="prize_pool" label="Prize pool (dollars)">
        {(control) => <NumberInput {...control} />}
      </TournamentField>
      <TournamentField name="battle_type" label="Match mode">
        {(control) => <ChoiceInput {...control} options={MODE_OPTIONS} />}
      </TournamentField>
      <TournamentField name="match_entry_hours" label="Hours to enter a match">
        {(control) => <NumberInput {...control} inputMode="numeric" />}
      </TournamentField>
      <TournamentField name="match_voting_hours" label="Hours to judge a match">
        {(control) => <NumberInput {...control} inputMode="numeric" />}
      </TournamentField>
    </EditorDialog>
  );
}

function PayoutForm({ tournament, onClose }: { tournament: ContentTournament; onClose: () => void }) {
  const left = Math.round((tournament.prize_pool - tournament.paid_out) * 100) / 100;
  const editor = useOverseerForm("overseerRecordPrizePayout", "Payout recorded", { tournament_id: tournament.id, recipient_email: "", amount: left, reference: "" }, onClose);
  return (
    <EditorDialog title={`Record a prize payout: ${tournament.name}`} editor={editor} onClose={onClose} submitText="Record payout">
      <PayoutField name="recipient_email" label="Paid to (pilot's e-mail)" className="sm:col-span-2">
        {(control) => <TextInput {...control} type="email" />}
      </PayoutField>
      <PayoutField name="amount" label="Amount (dollars)" hint={`$${left.toFixed(2)} left of the prize pool.`}>
        {(control) => <NumberInput {...control} />}
      </PayoutField>
      <PayoutField name="reference" label="Reference" hint="The transfer's reference, for the record.">
        {(control) => <TextInput {...control} />}
      </PayoutField>
    </EditorDialog>
  );
}

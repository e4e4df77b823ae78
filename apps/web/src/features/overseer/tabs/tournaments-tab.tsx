import { useState } from "react";
import { Plus, Trophy } from "lucide-react";
import { BATTLE_TYPES, MATCH_WINDOW_DEFAULTS, prizePayoutInputSchema, saveTournamentInputSchema, TIERS } from "@soundship/shared";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Field, Input, Textarea } from "@/components/ui/input";
import { LoadingState } from "@/components/ui/loading-state";
import { Select } from "@/components/ui/select";
import { BATTLE_TYPE_LABELS } from "@/lib/battle-labels";
import { formatDateTime } from "@/lib/format";
import { useAction } from "@/lib/use-action";
import { useOverseerAction, useOverseerContent, type ContentTournament } from "../api/content";
import { DataTable, type Column } from "../components/data-table";
import { EditorDialog } from "../components/editor-dialog";
import { checkForm, serverErrors, type FieldErrors } from "../components/field-errors";

interface Draft {
  id?: string;
  name: string;
  description: string;
  starts_at: string;
  ends_at: string;
  max_players: string;
  entry_fee: string;
  min_tier: string;
  prize_pool: string;
  battle_type: string;
  match_entry_hours: string;
  match_voting_hours: string;
}

// Radix selects take no empty value: "none" stands for no minimum tier.
const NONE = "none";

/** An ISO time as a datetime-local input's value, in the admin's own timezone. */
function localInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as the server's ISO time; empty or unreadable stays as typed, so the schema names it. */
function isoOf(local: string): string {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

const numberOf = (text: string) => (text.trim() === "" ? undefined : Number(text));

const NEW: Draft = { name: "", description: "", starts_at: "", ends_at: "", max_players: "16", entry_fee: "0", min_tier: NONE,
  prize_pool: "0",
  battle_type: "beat_battle",
  match_entry_hours: String(MATCH_WINDOW_DEFAULTS.match_entry_hours),
  match_voting_hours: String(MATCH_WINDOW_DEFAULTS.match_voting_hours),
};

const draftOf = (tournament: ContentTournament): Draft => ({
  id: tournament.id,
  name: tournament.name,
  description: tournament.description,
  starts_at: localInput(tournament.starts_at),
  ends_at: localInput(tournament.ends_at),
  max_players: String(tournament.max_players),
  entry_fee: String(tournament.entry_fee),
  min_tier: tournament.min_tier ?? NONE,
  prize_pool: String(tournament.prize_pool),
  battle_type: tournament.battle_type,
  match_entry_hours: String(tournament.match_entry_hours),
  match_voting_hours: String(tournament.match_voting_hours),
});

const STATE_TONE = { open: "go", in_progress: "warn", completed: "muted" } as const;

/** Tournaments: create, edit before the start, and record the dollar prize paid out once ended. */
export function TournamentsTab() {
  const content = useOverseerContent();
  const [editing, setEditing] = useState<Draft | null>(null);
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
          <Button size="sm" variant="secondary" onClick={() => setEditing(draftOf(t))}>
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

function TournamentForm({ initial, onClose }: { initial: Draft; onClose: () => void }) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useOverseerAction("overseerSaveTournament", initial.id ? "Tournament saved" : "Tournament created");
  const set = (field: keyof Draft) => (value: string) => setDraft((old) => ({ ...old, [field]: value }));
  const submit = useAction(async () => {
    const input = {
      ...(draft.id ? { id: draft.id } : {}),
      name: draft.name,
      description: draft.description,
      starts_at: isoOf(draft.starts_at),
      ends_at: isoOf(draft.ends_at),
      max_players: numberOf(draft.max_players),
      entry_fee: numberOf(draft.entry_fee),
      min_tier: draft.min_tier === NONE ? null : draft.min_tier,
      prize_pool: numberOf(draft.prize_pool),
      battle_type: draft.battle_type,
      match_entry_hours: numberOf(draft.match_entry_hours),
      match_voting_hours: numberOf(draft.match_voting_hours),
    };
    const invalid = checkForm(saveTournamentInputSchema, input);
    if (invalid) return setErrors(invalid);
    try {
      await save.mutateAsync(saveTournamentInputSchema.parse(input));
      onClose();
    } catch (error) {
      setErrors(serverErrors(error));
    }
  });
  return (
    <EditorDialog
      title={initial.id ? "Edit tournament" : "New tournament"}
      onClose={onClose}
      onSubmit={() => void submit.run()}
      pending={submit.pending}
      formError={errors.form}
      submitText={initial.id ? "Save tournament" : "Create tournament"}
    >
      <Field label="Name" error={errors.name} className="sm:col-span-2">
        {(control) => <Input {...control} value={draft.name} onChange={(event) => set("name")(event.target.value)} />}
      </Field>
      <Field label="Description" error={errors.description} className="sm:col-span-2">
        {(control) => <Textarea {...control} value={draft.description} onChange={(event) => set("description")(event.target.value)} />}
      </Field>
      <Field label="Starts" error={errors.starts_at}>
        {(control) => <Input {...control} type="datetime-local" value={draft.starts_at} onChange={(event) => set("starts_at")(event.target.value)} />}
      </Field>
      <Field label="Ends" error={errors.ends_at}>
        {(control) => <Input {...control} type="datetime-local" value={draft.ends_at} onChange={(event) => set("ends_at")(event.target.value)} />}
      </Field>
      <Field label="Places" error={errors.max_players}>
        {(control) => <Input {...control} inputMode="numeric" value={draft.max_players} onChange={(event) => set("max_players")(event.target.value)} />}
      </Field>
      <Field label="Entry fee (Stardust)" error={errors.entry_fee}>
        {(control) => <Input {...control} inputMode="numeric" value={draft.entry_fee} onChange={(event) => set("entry_fee")(event.target.value)} />}
      </Field>
      <Field label="Minimum tier" error={errors.min_tier}>
        {(control) => (
          <Select {...control} value={draft.min_tier} onValueChange={set("min_tier")} options={[{ value: NONE, label: "Any pilot" }, ...TIERS.map((tier) => ({ value: tier, label: tier }))]} />
        )}
      </Field>
      <Field label="Prize pool (dollars)" error={errors.prize_pool}>
        {(control) => <Input {...control} inputMode="decimal" value={draft.prize_pool} onChange={(event) => set("prize_pool")(event.target.value)} />}
      </Field>
      <Field label="Match mode" error={errors.battle_type}>
        {(control) => (
          <Select {...control} value={draft.battle_type} onValueChange={set("battle_type")} options={BATTLE_TYPES.map((type) => ({ value: type, label: BATTLE_TYPE_LABELS[type] }))} />
        )}
      </Field>
      <Field label="Hours to enter a match" error={errors.match_entry_hours}>
        {(control) => <Input {...control} inputMode="numeric" value={draft.match_entry_hours} onChange={(event) => set("match_entry_hours")(event.target.value)} />}
      </Field>
      <Field label="Hours to judge a match" error={errors.match_voting_hours}>
        {(control) => <Input {...control} inputMode="numeric" value={draft.match_voting_hours} onChange={(event) => set("match_voting_hours")(event.target.value)} />}
      </Field>
    </EditorDialog>
  );
}

function PayoutForm({ tournament, onClose }: { tournament: ContentTournament; onClose: () => void }) {
  const [recipient, setRecipient] = useState("");
  const [amount, setAmount] = useState(String(Math.round((tournament.prize_pool - tournament.paid_out) * 100) / 100));
  const [reference, setReference] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const record = useOverseerAction("overseerRecordPrizePayout", "Payout recorded");
  const submit = useAction(async () => {
    const input = { tournament_id: tournament.id, recipient_email: recipient.trim(), amount: numberOf(amount), reference };
    const invalid = checkForm(prizePayoutInputSchema, input);
    if (invalid) return setErrors(invalid);
    try {
      await record.mutateAsync(prizePayoutInputSchema.parse(input));
      onClose();
    } catch (error) {
      setErrors(serverErrors(error));
    }
  });
  return (
    <EditorDialog title={`Record a prize payout: ${tournament.name}`} onClose={onClose} onSubmit={() => void submit.run()} pending={submit.pending} formError={errors.form} submitText="Record payout">
      <Field label="Paid to (pilot's e-mail)" error={errors.recipient_email} className="sm:col-span-2">
        {(control) => <Input {...control} type="email" value={recipient} onChange={(event) => setRecipient(event.target.value)} />}
      </Field>
      <Field label="Amount (dollars)" hint={`$${(tournament.prize_pool - tournament.paid_out).toFixed(2)} left of the prize pool.`} error={errors.amount}>
        {(control) => <Input {...control} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />}
      </Field>
      <Field label="Reference" hint="The transfer's reference, for the record." error={errors.reference}>
        {(control) => <Input {...control} value={reference} onChange={(event) => setReference(event.target.value)} />}
      </Field>
    </EditorDialog>
  );
}

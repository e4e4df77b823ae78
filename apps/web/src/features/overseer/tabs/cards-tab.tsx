import { useState } from "react";
import { Plus, Sparkles } from "lucide-react";
import { CARD_TYPES, EFFECT_TYPES, RARITIES, saveCardInputSchema, type Card } from "@soundship/shared";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Field, Input, Textarea } from "@/components/ui/input";
import { LoadingState } from "@/components/ui/loading-state";
import { Select } from "@/components/ui/select";
import { useAction } from "@/lib/use-action";
import { useOverseerAction, useOverseerContent, type OverseerContent } from "../api/content";
import { DataTable, type Column } from "../components/data-table";
import { EditorDialog } from "../components/editor-dialog";
import { checkForm, serverErrors, type FieldErrors } from "../components/field-errors";

type Odds = OverseerContent["odds"][number];

interface Draft {
  id?: string;
  card_name: string;
  card_type: string;
  description: string;
  effect_type: string;
  effect_value: string;
  rarity: string;
}

const NEW: Draft = { card_name: "", card_type: "spare luck", description: "", effect_type: "stardust", effect_value: "10", rarity: "common" };

const percent = (chance: number) => `${(chance * 100).toFixed(chance > 0 && chance < 0.01 ? 2 : 1)}%`;
const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const ODDS_COLUMNS: readonly Column<Odds>[] = [
  { header: "Rarity", cell: (odds) => <span className="capitalize">{odds.rarity}</span> },
  { header: "Weight", cell: (odds) => odds.weight },
  { header: "Cards", cell: (odds) => odds.cards },
  { header: "Chance of the rarity", cell: (odds) => percent(odds.chance) },
  { header: "Chance of each card", cell: (odds) => percent(odds.per_card) },
];

/** The luck card pool: each rarity's weight and the odds a draw really has, and the cards to add or edit. */
export function CardsTab() {
  const content = useOverseerContent();
  const [editing, setEditing] = useState<Draft | null>(null);
  if (content.isPending) return <LoadingState />;
  const odds = content.data?.odds ?? [];
  const perCard = (card: Card) => odds.find((row) => row.rarity === card.rarity)?.per_card ?? 0;
  const columns: readonly Column<Card>[] = [
    { header: "Card", cell: (card) => <span className="font-medium">{card.card_name}</span> },
    { header: "Type", cell: (card) => card.card_type },
    { header: "Effect", cell: (card) => `${card.effect_type} ${card.effect_value > 0 ? "+" : ""}${card.effect_value}` },
    { header: "Rarity", cell: (card) => <span className="capitalize">{card.rarity}</span> },
    { header: "Odds", cell: (card) => percent(perCard(card)) },
    {
      header: "Edit",
      cell: (card) => (
        <Button size="sm" variant="secondary" onClick={() => setEditing({ ...card, effect_value: String(card.effect_value) })}>
          Edit<span className="sr-only"> {card.card_name}</span>
        </Button>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="mb-2 font-display text-lg font-semibold text-ink">Draw odds</h2>
        <p className="mb-3 text-sm text-ink-muted">A draw picks a rarity by weight among the rarities the pool holds, then one of its cards at random.</p>
        <DataTable caption="Draw odds by rarity" columns={ODDS_COLUMNS} rows={odds} rowKey={(row) => row.rarity} empty={null} />
      </div>
      <div>
        <div className="mb-3 flex items-center justify-between">
          <h2 className="font-display text-lg font-semibold text-ink">The pool</h2>
          <Button onClick={() => setEditing(NEW)}>
            <Plus aria-hidden /> New card
          </Button>
        </div>
        <DataTable caption="Luck cards" columns={columns} rows={content.data?.cards ?? []} rowKey={(card) => card.id} empty={<EmptyState icon={Sparkles} title="The pool is empty" />} />
      </div>
      {editing ? <CardForm key={editing.id ?? "new"} initial={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

function CardForm({ initial, onClose }: { initial: Draft; onClose: () => void }) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useOverseerAction("overseerSaveCard", initial.id ? "Card saved" : "Card added to the pool");
  const set = (field: keyof Draft) => (value: string) => setDraft((old) => ({ ...old, [field]: value }));
  const submit = useAction(async () => {
    const input = {
      ...(draft.id ? { id: draft.id } : {}),
      card_name: draft.card_name,
      card_type: draft.card_type,
      description: draft.description,
      effect_type: draft.effect_type,
      effect_value: draft.effect_value.trim() === "" ? undefined : Number(draft.effect_value),
      rarity: draft.rarity,
    };
    const invalid = checkForm(saveCardInputSchema, input);
    if (invalid) return setErrors(invalid);
    try {
      await save.mutateAsync(saveCardInputSchema.parse(input));
      onClose();
    } catch (error) {
      setErrors(serverErrors(error));
    }
  });
  return (
    <EditorDialog title={initial.id ? "Edit card" : "New card"} onClose={onClose} onSubmit={() => void submit.run()} pending={submit.pending} formError={errors.form} submitText={initial.id ? "Save card" : "Add card"}>
      <Field label="Name" error={errors.card_name} className="sm:col-span-2">
        {(control) => <Input {...control} value={draft.card_name} onChange={(event) => set("card_name")(event.target.value)} />}
      </Field>
      <Field label="Description" error={errors.description} className="sm:col-span-2">
        {(control) => <Textarea {...control} value={draft.description} onChange={(event) => set("description")(event.target.value)} />}
      </Field>
      <Field label="Type" error={errors.card_type}>
        {(control) => <Select {...control} value={draft.card_type} onValueChange={set("card_type")} options={options(CARD_TYPES)} />}
      </Field>
      <Field label="Rarity" error={errors.rarity}>
        {(control) => <Select {...control} value={draft.rarity} onValueChange={set("rarity")} options={options(RARITIES)} />}
      </Field>
      <Field label="Effect" error={errors.effect_type}>
        {(control) => <Select {...control} value={draft.effect_type} onValueChange={set("effect_type")} options={options(EFFECT_TYPES)} />}
      </Field>
      <Field label="Effect value" hint="Negative for a doom card's loss." error={errors.effect_value}>
        {(control) => <Input {...control} inputMode="numeric" value={draft.effect_value} onChange={(event) => set("effect_value")(event.target.value)} />}
      </Field>
    </EditorDialog>
  );
}

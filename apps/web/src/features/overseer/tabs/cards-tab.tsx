import { useState } from "react";
import { Plus, Sparkles } from "lucide-react";
import { CARD_TYPES, EFFECT_TYPES, RARITIES, type Card } from "@soundship/shared";
import type { FunctionInput } from "@soundship/sdk";
import { fieldsOf } from "@/components/form";
import { ChoiceInput, NumberInput, optionsOf, TextAreaInput, TextInput } from "@/components/form-inputs";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadingState } from "@/components/ui/loading-state";
import { useOverseerContent, type OverseerContent } from "../api/content";
import { DataTable, type Column } from "../components/data-table";
import { EditorDialog } from "../components/editor-dialog";
import { useOverseerForm } from "../components/overseer-form";

type Odds = OverseerContent["odds"][number];

type CardInput = FunctionInput<"overseerSaveCard">;

const CardField = fieldsOf<CardInput>();

const NEW: CardInput = { card_name: "", card_type: "spare luck", description: "", effect_type: "stardust", effect_value: 10, rarity: "common" };

/** The saved card as the form's values: the save schema's keys, picked from it. */
const valuesOf = ({ id, card_name, card_type, description, effect_type, effect_value, rarity }: Card): CardInput => ({
  id,
  card_name,
  card_type,
  description,
  effect_type,
  effect_value,
  rarity,
});

const percent = (chance: number) => `${(chance * 100).toFixed(chance > 0 && chance < 0.01 ? 2 : 1)}%`;

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
  const [editing, setEditing] = useState<CardInput | null>(null);
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
        <Button size="sm" variant="secondary" onClick={() => setEditing(valuesOf(card))}>
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

function CardForm({ initial, onClose }: { initial: CardInput; onClose: () => void }) {
  const editor = useOverseerForm("overseerSaveCard", initial.id ? "Card saved" : "Card added to the pool", initial, onClose);
  return (
    <EditorDialog title={initial.id ? "Edit card" : "New card"} editor={editor} onClose={onClose} submitText={initial.id ? "Save card" : "Add card"}>
      <CardField name="card_name" label="Name" className="sm:col-span-2">
        {(control) => <TextInput {...control} />}
      </CardField>
      <CardField name="description" label="Description" className="sm:col-span-2">
        {(control) => <TextAreaInput {...control} />}
      </CardField>
      <CardField name="card_type" label="Type">
        {(control) => <ChoiceInput {...control} options={optionsOf(CARD_TYPES)} />}
      </CardField>
      <CardField name="rarity" label="Rarity">
        {(control) => <ChoiceInput {...control} options={optionsOf(RARITIES)} />}
      </CardField>
      <CardField name="effect_type" label="Effect">
        {(control) => <ChoiceInput {...control} options={optionsOf(EFFECT_TYPES)} />}
      </CardField>
      <CardField name="effect_value" label="Effect value" hint="Negative for a doom card's loss.">
        {(control) => <NumberInput {...control} inputMode="numeric" />}
      </CardField>
    </EditorDialog>
  );
}

import { BATTLE_GENRES } from "@soundship/shared";
import { Field, Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { BattleGenre, CreatorValues } from "./creator-values";
import type { StepProps } from "./step-props";

const GENRE_OPTIONS = BATTLE_GENRES.map((genre) => ({ value: genre, label: genre }));

type AmountField = "entry_fee" | "prize_pool" | "max_participants";

/** Step 2: genre, entry fee, prize pool and max participants (SPEC.md section 2). */
export function RulesStep({ values, errors, onChange, balance }: StepProps & { balance: number | undefined }) {
  const amount = (field: AmountField, label: string, hint: string, max?: number) => (
    <Field label={label} hint={hint} error={errors[field]}>
      {(control) => (
        <Input
          {...control}
          name={field}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          value={values[field]}
          onChange={(event) => onChange({ [field]: event.target.value } as Partial<CreatorValues>)}
        />
      )}
    </Field>
  );
  return (
    <>
      <Field label="Genre" error={errors.genre}>
        {(control) => <Select {...control} options={GENRE_OPTIONS} value={values.genre} onValueChange={(value) => onChange({ genre: value as BattleGenre })} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        {amount("entry_fee", "Entry Fee", "Stardust each pilot pays to enter; it goes into the pot.")}
        {amount(
          "prize_pool",
          "Prize Pool",
          `Stardust you put up from your balance${balance === undefined ? "" : ` (${balance.toLocaleString("en-US")} SD)`}, held until the battle settles.`,
        )}
        {amount("max_participants", "Max Participants", "0 means no cap; at most 1,000.", 1000)}
      </div>
    </>
  );
}

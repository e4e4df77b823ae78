import { BATTLE_GENRES } from "@soundship/shared";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { CreatorField } from "./creator-fields";
import { formatCount } from "@/lib/format/format";

const GENRE_OPTIONS = BATTLE_GENRES.map((genre) => ({ value: genre, label: genre }));

type AmountField = "entry_fee" | "prize_pool" | "max_participants";

/** Step 2: genre, entry fee, prize pool and max participants (SPEC.md section 2). */
export function RulesStep({ balance }: { balance: number | undefined }) {
  // Typed text is kept as typed: the shared schema reads it as SPEC.md section 5 says (empty or invalid is 0).
  const amount = (field: AmountField, label: string, hint: string, max?: number) => (
    <CreatorField name={field} label={label} hint={hint}>
      {({ value, onChange, ...control }) => (
        <Input
          {...control}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          value={value === undefined || value === null ? "" : String(value)}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </CreatorField>
  );
  return (
    <>
      <CreatorField name="genre" label="Genre">
        {({ value, onChange, onBlur: _onBlur, name: _name, ...control }) => (
          <Select {...control} options={GENRE_OPTIONS} value={value} onValueChange={(genre) => onChange(genre as typeof value)} />
        )}
      </CreatorField>
      <div className="grid gap-4 sm:grid-cols-3">
        {amount("entry_fee", "Entry Fee", "Stardust each pilot pays to enter; it goes into the pot.")}
        {amount(
          "prize_pool",
          "Prize Pool",
          `Stardust you put up from your balance${balance === undefined ? "" : ` (${formatCount(balance)} SD)`}, held until the battle settles.`,
        )}
        {amount("max_participants", "Max Participants", "0 means no cap; at most 1,000.", 1000)}
      </div>
    </>
  );
}

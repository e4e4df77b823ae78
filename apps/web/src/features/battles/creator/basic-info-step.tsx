import { BATTLE_TYPES, type BattleType } from "@soundship/shared";
import { Input, Textarea } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { BATTLE_TYPE_LABELS } from "@/lib/format/battle-labels";
import { CreatorField } from "./creator-fields";

const TYPE_OPTIONS = BATTLE_TYPES.map((type) => ({ value: type, label: BATTLE_TYPE_LABELS[type] }));

/** Step 1: title, description and battle type (SPEC.md section 2). */
export function BasicInfoStep() {
  return (
    <>
      <CreatorField name="title" label="Title">
        {({ value, onChange, ...control }) => (
          <Input {...control} value={value ?? ""} maxLength={200} placeholder="Nebula Night Showdown" onChange={(event) => onChange(event.target.value)} />
        )}
      </CreatorField>
      <CreatorField name="description" label="Description">
        {({ value, onChange, ...control }) => (
          <Textarea
            {...control}
            value={value ?? ""}
            maxLength={5000}
            placeholder="What should pilots bring to this battle?"
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </CreatorField>
      <CreatorField name="battle_type" label="Battle Type">
        {({ value, onChange, onBlur: _onBlur, name: _name, ...control }) => (
          <Select {...control} options={TYPE_OPTIONS} value={value} onValueChange={(type) => onChange(type as BattleType)} />
        )}
      </CreatorField>
    </>
  );
}

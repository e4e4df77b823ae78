import { BATTLE_TYPES, type BattleType } from "@soundship/shared";
import { Field, Input, Textarea } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { BATTLE_TYPE_LABELS } from "@/lib/battle-labels";
import type { StepProps } from "./step-props";

const TYPE_OPTIONS = BATTLE_TYPES.map((type) => ({ value: type, label: BATTLE_TYPE_LABELS[type] }));

/** Step 1: title, description and battle type (SPEC.md section 2). */
export function BasicInfoStep({ values, errors, onChange }: StepProps) {
  return (
    <>
      <Field label="Title" error={errors.title}>
        {(control) => (
          <Input {...control} name="title" value={values.title} maxLength={200} placeholder="Nebula Night Showdown" onChange={(event) => onChange({ title: event.target.value })} />
        )}
      </Field>
      <Field label="Description" error={errors.description}>
        {(control) => (
          <Textarea
            {...control}
            name="description"
            value={values.description}
            maxLength={5000}
            placeholder="What should pilots bring to this battle?"
            onChange={(event) => onChange({ description: event.target.value })}
          />
        )}
      </Field>
      <Field label="Battle Type" error={errors.battle_type}>
        {(control) => (
          <Select {...control} options={TYPE_OPTIONS} value={values.battle_type} onValueChange={(value) => onChange({ battle_type: value as BattleType })} />
        )}
      </Field>
    </>
  );
}

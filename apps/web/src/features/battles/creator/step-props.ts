import type { CreatorValues } from "./creator-values";

/** What each wizard step gets: the values, the schema's messages by field, and a way to change values. */
export interface StepProps {
  values: CreatorValues;
  errors: Partial<Record<keyof CreatorValues, string>>;
  onChange: (patch: Partial<CreatorValues>) => void;
}

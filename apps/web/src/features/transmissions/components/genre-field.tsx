import { UPLOAD_GENRES, type Genre } from "@soundship/shared";
import { Field } from "@/components/ui/input";
import { Select } from "@/components/ui/select";

const OPTIONS = UPLOAD_GENRES.map((genre) => ({ value: genre, label: genre }));

/** The ten genres of SPEC.md section 5; beats and songs only. */
export function GenreField({ value, disabled, onChange }: { value: Genre; disabled?: boolean; onChange: (genre: Genre) => void }) {
  return (
    <Field label="Genre">
      {(control) => <Select {...control} options={OPTIONS} value={value} disabled={disabled} onValueChange={(next) => onChange(next as Genre)} />}
    </Field>
  );
}

import { Field, Input } from "@/components/ui/input";
import type { TimeField } from "./creator-values";
import type { StepProps } from "./step-props";

const TIMES: { field: TimeField; label: string; hint: string }[] = [
  { field: "start_time", label: "Start Time", hint: "Entries open. Empty: as soon as it launches." },
  { field: "end_time", label: "End Time", hint: "Entries close and voting begins. Empty: 7 days after the start." },
  { field: "voting_end_time", label: "Voting End Time", hint: "Voting closes and the winner is paid. Empty: 3 days after the end." },
];

/** Step 3: start, end and voting end, in the pilot's local time (SPEC.md section 2). */
export function ScheduleStep({ values, errors, onChange }: StepProps) {
  return (
    <>
      {TIMES.map(({ field, label, hint }) => (
        <Field key={field} label={label} hint={hint} error={errors[field]}>
          {(control) => (
            // Seconds are allowed (step 1), so a battle can open moments after it launches.
            <Input {...control} name={field} type="datetime-local" step={1} value={values[field]} onChange={(event) => onChange({ [field]: event.target.value })} className="[color-scheme:dark]" />
          )}
        </Field>
      ))}
    </>
  );
}

import { Input } from "@/components/ui/input";
import { CreatorField, isoToLocalTime, localTimeToIso } from "./creator-fields";

const TIMES = [
  { field: "start_time", label: "Start Time", hint: "Entries open. Empty: as soon as it launches." },
  { field: "end_time", label: "End Time", hint: "Entries close and voting begins. Empty: 7 days after the start." },
  { field: "voting_end_time", label: "Voting End Time", hint: "Voting closes and the winner is paid. Empty: 3 days after the end." },
] as const;

/** Step 3: start, end and voting end, picked in the pilot's local time and held as the instants the schema takes (SPEC.md section 2). */
export function ScheduleStep() {
  return (
    <>
      {TIMES.map(({ field, label, hint }) => (
        <CreatorField key={field} name={field} label={label} hint={hint}>
          {({ value, onChange, ...control }) => (
            // Seconds are allowed (step 1), so a battle can open moments after it launches.
            <Input
              {...control}
              type="datetime-local"
              step={1}
              value={isoToLocalTime(typeof value === "string" ? value : "")}
              onChange={(event) => onChange(localTimeToIso(event.target.value))}
              className="[color-scheme:dark]"
            />
          )}
        </CreatorField>
      ))}
    </>
  );
}

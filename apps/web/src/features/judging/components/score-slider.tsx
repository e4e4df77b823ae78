import type { KeyboardEvent } from "react";
import { Slider } from "@/components/ui/slider";
import { cn } from "@/lib/cn";

/** SPEC.md section 5: scores run 0 to 10 in steps of 1. */
export const SCORE_MIN = 0;
export const SCORE_MAX = 10;

const SLIDER_KEYS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown"]);

interface ScoreSliderProps {
  label: string;
  /** Null until the judge sets it: Submit Scores waits for all three. */
  value: number | null;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/**
 * One score, 0 to 10, by pointer or keyboard. An unset slider rests at 0; the first touch or key
 * sets it, even one that leaves it at 0 (Home, a click at the far left), so 0 is a score a judge can give.
 */
export function ScoreSlider({ label, value, onChange, disabled }: ScoreSliderProps) {
  const setIfUnset = () => {
    if (value === null) onChange(SCORE_MIN);
  };
  return (
    <div
      className="flex flex-col gap-2"
      // Radix reports only changes; these catch a first touch that leaves the value where it rests.
      onPointerUp={setIfUnset}
      onKeyUp={(event: KeyboardEvent) => SLIDER_KEYS.has(event.key) && setIfUnset()}
    >
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium text-ink" aria-hidden>
          {label}
        </span>
        <span className={cn("font-display font-bold tabular-nums", value === null ? "text-ink-muted" : "text-signal-strong")} aria-hidden>
          {value === null ? "—" : `${value} / ${SCORE_MAX}`}
        </span>
      </div>
      <Slider
        label={label}
        valueText={value === null ? "Not set" : `${value} of ${SCORE_MAX}`}
        min={SCORE_MIN}
        max={SCORE_MAX}
        step={1}
        value={[value ?? SCORE_MIN]}
        disabled={disabled}
        onValueChange={([next]) => next !== undefined && onChange(next)}
        className={cn(value === null && "opacity-60")}
      />
    </div>
  );
}

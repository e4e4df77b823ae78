import type { KeyboardEvent } from "react";
import { Slider } from "@/components/ui/slider";
import { cn } from "@/lib/ui/cn";

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
 * One score, 0 to 10, by pointer or keyboard, with no value until the judge sets one: no thumb is
 * drawn, and a click that lands where the hidden thumb rests (0) records nothing, so a stray click
 * cannot give a 0. A 0 is given deliberately: moved down to from another value, or by a key (Home,
 * ArrowLeft), which keyboard judges press on purpose.
 */
export function ScoreSlider({ label, value, onChange, disabled }: ScoreSliderProps) {
  return (
    <div
      className="flex flex-col gap-2"
      // Radix reports only changes, so a key that leaves the hidden thumb at 0 is caught here.
      onKeyUp={(event: KeyboardEvent) => value === null && SLIDER_KEYS.has(event.key) && onChange(SCORE_MIN)}
    >
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium text-ink" aria-hidden>
          {label}
        </span>
        <span className={cn("font-display font-bold tabular-nums", value === null ? "text-ink-muted" : "text-signal-strong")} aria-hidden>
          {value === null ? "Not set" : `${value} / ${SCORE_MAX}`}
        </span>
      </div>
      <Slider
        label={label}
        valueText={value === null ? "Not set" : `${value} of ${SCORE_MAX}`}
        unset={value === null}
        min={SCORE_MIN}
        max={SCORE_MAX}
        step={1}
        value={[value ?? SCORE_MIN]}
        disabled={disabled}
        onValueChange={([next]) => next !== undefined && onChange(next)}
      />
    </div>
  );
}

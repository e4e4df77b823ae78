import type { ReactNode } from "react";
import { nextReset } from "@soundship/shared";
import { formatTimeLeft } from "@/lib/format/time-format";
import { useNow } from "@/lib/hooks/use-now";
import type { DrawAvailability } from "@/lib/hooks/use-draw-availability";

const draws = (n: number) => `${n} extra draw${n === 1 ? "" : "s"}`;

/** One line under the button: what the pilot can still draw today, from their stored draws. */
export function DrawNote({ id, availability, timeZone }: { id: string; availability: DrawAvailability; timeZone: string }) {
  const { drawnToday, extraDraws } = availability;
  let text: ReactNode;
  if (!drawnToday) text = extraDraws > 0 ? `Your daily card is ready, with ${draws(extraDraws)} in reserve.` : "Your daily card is ready.";
  else if (extraDraws > 0) text = `Daily card drawn. You have ${draws(extraDraws)} left from Lucky Draw.`;
  else text = <NextCardCountdown timeZone={timeZone} />;
  return (
    <p id={id} className="text-center text-sm text-ink-muted">
      {text}
    </p>
  );
}

/** DESIGN.md section 6: each screen with a reset shows the time left until it — here the pilot's midnight. */
function NextCardCountdown({ timeZone }: { timeZone: string }) {
  const now = useNow();
  const reset = nextReset("daily", new Date(now), timeZone);
  return (
    <>
      Your next card arrives after the daily reset, in{" "}
      <time dateTime={reset.toISOString()} className="font-semibold text-ink tabular-nums">
        {formatTimeLeft(reset.getTime() - now)}
      </time>
      .
    </>
  );
}

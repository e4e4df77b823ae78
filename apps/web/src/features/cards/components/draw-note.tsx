import type { DrawAvailability } from "@/lib/use-draw-availability";

const draws = (n: number) => `${n} extra draw${n === 1 ? "" : "s"}`;

/** One line under the button: what the pilot can still draw today, from their stored draws. */
export function DrawNote({ id, availability }: { id: string; availability: DrawAvailability }) {
  const { drawnToday, extraDraws } = availability;
  let text: string;
  if (!drawnToday) text = extraDraws > 0 ? `Your daily card is ready, with ${draws(extraDraws)} in reserve.` : "Your daily card is ready.";
  else if (extraDraws > 0) text = `Daily card drawn. You have ${draws(extraDraws)} left from Lucky Draw.`;
  else text = "Your next card arrives after the daily reset.";
  return (
    <p id={id} className="text-center text-sm text-ink-muted">
      {text}
    </p>
  );
}

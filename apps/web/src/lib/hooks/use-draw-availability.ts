import { useEffect, useState } from "react";
import { nextReset, pilotDay, type User } from "@soundship/shared";

/**
 * Today in the pilot's own timezone, rolling over at their midnight while the page stays open. The
 * day is derived from the last tick; a timer ticks a second past the next reset (so the new day is
 * certainly there), and at once when the timezone changes and that reset has already passed.
 */
function usePilotToday(timeZone: string): string {
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const wait = nextReset("daily", new Date(tick), timeZone).getTime() - Date.now() + 1000;
    const timer = window.setTimeout(() => setTick(Date.now()), Math.max(0, wait));
    return () => window.clearTimeout(timer);
  }, [tick, timeZone]);
  return pilotDay(new Date(tick), timeZone);
}

export interface DrawAvailability {
  /** The day's card has been drawn (SPEC.md section 4: last_daily_card is today). */
  drawnToday: boolean;
  /** Extra draws bought as Lucky Draws. */
  extraDraws: number;
  canDraw: boolean;
}

/** Whether the pilot may draw now (Galactic Fortune, and the Command Deck's next steps); read from the stored pilot, so it holds after a reload. */
export function useDrawAvailability(user: User | undefined): DrawAvailability {
  const today = usePilotToday(user?.timezone ?? "UTC");
  if (!user) return { drawnToday: false, extraDraws: 0, canDraw: false };
  const drawnToday = user.last_daily_card === today;
  const extraDraws = user.inventory.extra_draws;
  return { drawnToday, extraDraws, canDraw: !drawnToday || extraDraws > 0 };
}

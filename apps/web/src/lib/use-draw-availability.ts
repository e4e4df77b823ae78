import { useEffect, useState } from "react";
import { nextReset, pilotDay, type User } from "@soundship/shared";

/** Today in the pilot's own timezone, rolling over at their midnight while the page stays open. */
function usePilotToday(timeZone: string): string {
  const [today, setToday] = useState(() => pilotDay(new Date(), timeZone));
  useEffect(() => {
    const now = new Date();
    setToday(pilotDay(now, timeZone));
    // A second past the reset, so the new day is certainly there when we read it.
    const wait = nextReset("daily", now, timeZone).getTime() - now.getTime() + 1000;
    const timer = window.setTimeout(() => setToday(pilotDay(new Date(), timeZone)), wait);
    return () => window.clearTimeout(timer);
  }, [timeZone, today]);
  return today;
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

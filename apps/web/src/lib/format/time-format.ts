const pad = (n: number) => String(n).padStart(2, "0");

/**
 * Time left until a moment (a quest reset, a battle's next phase): days, hours and minutes while
 * more than a day is left, hours, minutes and seconds otherwise. Never negative.
 */
export function formatTimeLeft(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (days > 0) return `${days}d ${hours}h ${pad(minutes)}m`;
  return `${hours}h ${pad(minutes)}m ${pad(seconds)}s`;
}

/** A track's length as m:ss ('3:07'); empty when unknown. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return "";
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${pad(whole % 60)}`;
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * Time left until a reset: days, hours and minutes while more than a day is left (a weekly
 * reset), hours, minutes and seconds otherwise. Never negative.
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

const KB = 1024;
const MB = 1024 * 1024;

/** A file size as a person reads it: megabytes with two decimals ('3.42 MB'), kilobytes under one ('21 KB'). */
export function fileSize(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(2)} MB`;
  if (bytes >= KB) return `${Math.round(bytes / KB)} KB`;
  return `${bytes} bytes`;
}

/** Percent of a transmission sent, 0 to 100. */
export function percentSent(sent: number, total: number): number {
  return total > 0 ? Math.min(100, Math.round((sent / total) * 100)) : 0;
}

/** A size cap as a person reads it: "100 MB", "1 GB". */
export function capSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1024 && mb % 1024 === 0) return `${mb / 1024} GB`;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

/**
 * What the domain counts for operators (STYLE.md rule 15): core code calls these where the event
 * happens and never learns how they are exported. The Prometheus exporter (plugins/metrics.ts)
 * installs itself behind them when METRICS_TOKEN is set; otherwise every call does nothing.
 *
 * An event is counted where its write runs, inside its transaction: a transaction that PostgreSQL
 * aborts and runs again (a lost race) counts twice. These are rates for dashboards and alerts; the
 * ledger and the tables stay the truth.
 */
export interface DomainMetrics {
  /** A pilot's account was created. */
  signedUp(): void;
  /** A file became a track in a pilot's library (`audio`, `video` or `model`). */
  uploaded(mediaType: string): void;
  /** A battle was created: by a host, or for a tournament match. */
  battleCreated(kind: "hosted" | "tournament_match"): void;
  /** A battle was settled: a winner paid, or everyone refunded. */
  battleSettled(outcome: "won" | "refunded"): void;
  /** A ledger posting: a positive amount is Stardust issued, a negative one Stardust spent. */
  stardustPosted(amount: number, type: string): void;
  /** A job of `kind` was put on the queue (`count` of them; 1 by default). */
  jobQueued(kind: string, count?: number): void;
  /** A job of `kind` failed (it may be retried; this counts each failed run). */
  jobFailed(kind: string): void;
  /** The number of jobs of `kind` waiting to run, as last seen by whoever polls the queue. */
  jobQueueDepth(kind: string, depth: number): void;
  /** A mail was given up on after its last attempt (`reason`: `reset-password`, `verify-email`, …). */
  mailFailed(reason: string): void;
}

/** Counts nothing: the default until an exporter is installed. */
export const noDomainMetrics: DomainMetrics = {
  signedUp: () => undefined,
  uploaded: () => undefined,
  battleCreated: () => undefined,
  battleSettled: () => undefined,
  stardustPosted: () => undefined,
  jobQueued: () => undefined,
  jobFailed: () => undefined,
  jobQueueDepth: () => undefined,
  mailFailed: () => undefined,
};

let sink: DomainMetrics = noDomainMetrics;

/**
 * The one handle core code counts through. It forwards to whatever is installed, so a module can
 * import it once at load time, long before the server has decided whether metrics are on.
 */
export const domainMetrics: DomainMetrics = {
  signedUp: () => sink.signedUp(),
  uploaded: (mediaType) => sink.uploaded(mediaType),
  battleCreated: (kind) => sink.battleCreated(kind),
  battleSettled: (outcome) => sink.battleSettled(outcome),
  stardustPosted: (amount, type) => sink.stardustPosted(amount, type),
  jobQueued: (kind, count) => sink.jobQueued(kind, count),
  jobFailed: (kind) => sink.jobFailed(kind),
  jobQueueDepth: (kind, depth) => sink.jobQueueDepth(kind, depth),
  mailFailed: (reason) => sink.mailFailed(reason),
};

/**
 * Sends the domain's counts to `next` (one exporter per process: the server's). Returns the undo,
 * which restores the previous sink if `next` is still the installed one.
 */
export function installDomainMetrics(next: DomainMetrics): () => void {
  const previous = sink;
  sink = next;
  return () => {
    if (sink === next) sink = previous;
  };
}

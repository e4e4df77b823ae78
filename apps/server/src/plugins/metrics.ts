import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { installDomainMetrics, type DomainMetrics } from "../core/metrics/domain-metrics.ts";
import { AppError } from "../core/errors.ts";
import type { PoolUse } from "../db/client.ts";

export interface MetricsOptions {
  /** METRICS_TOKEN; without it /metrics answers 404 and nothing is counted. */
  token: string | undefined;
  /** The database pool's use now; absent on the embedded database (one connection). */
  poolUse?: () => PoolUse;
  /** Event streams open on this instance. */
  liveStreams: () => number;
}

/** The path label of a request no route matched: raw URLs would make one series per probe. */
const UNMATCHED = "(unmatched)";
/** Request durations, in seconds: API answers are expected in milliseconds, uploads and streams take longer. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * Prometheus metrics at GET /metrics (STYLE.md rule 15), only for `Authorization: Bearer
 * METRICS_TOKEN`: requests by route pattern and status, the database pool, open live streams,
 * the process, and the domain's counts (core/metrics/domain-metrics.ts), which this installs.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  const { token } = options;
  if (!token) {
    // Answered as a missing route would be, not as a page of the web app.
    app.get("/metrics", async () => {
      throw new AppError("NOT_FOUND", "Metrics are off: set METRICS_TOKEN to turn them on");
    });
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "soundship_" });
  countRequests(app, registry);
  watchResources(registry, options);
  const uninstall = installDomainMetrics(domainCounters(registry));
  app.addHook("onClose", async () => uninstall());

  const expected = digest(`Bearer ${token}`);
  app.get("/metrics", async (request, reply) => {
    // Compared as digests: equal lengths for timingSafeEqual, and no early exit on the first wrong byte.
    if (!timingSafeEqual(digest(request.headers.authorization ?? ""), expected)) {
      throw new AppError("NOT_AUTHENTICATED", "Send Authorization: Bearer METRICS_TOKEN to read the metrics");
    }
    return reply.type(registry.contentType).header("cache-control", "no-store").send(await registry.metrics());
  });
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

function countRequests(app: FastifyInstance, registry: Registry): void {
  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({ name: "soundship_http_requests_total", help: "HTTP requests answered, by method, route pattern and status", labelNames, registers: [registry] });
  const duration = new Histogram({
    name: "soundship_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method, route pattern and status",
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook("onResponse", (request, reply, done) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED, status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}

function watchResources(registry: Registry, { poolUse, liveStreams }: MetricsOptions): void {
  if (poolUse) {
    new Gauge({
      name: "soundship_db_pool_connections",
      help: "Database pool connections by state (total, idle, waiting queries, max)",
      labelNames: ["state"],
      registers: [registry],
      collect() {
        const use = poolUse();
        for (const [state, value] of Object.entries(use)) this.set({ state }, value);
      },
    });
  }
  new Gauge({
    name: "soundship_live_streams",
    help: "Live event streams open on this instance",
    registers: [registry],
    collect() {
      this.set(liveStreams());
    },
  });
}

/** The exporter behind core's DomainMetrics. */
function domainCounters(registry: Registry): DomainMetrics {
  const registers = [registry];
  const signUps = new Counter({ name: "soundship_signups_total", help: "Pilot accounts created", registers });
  const uploads = new Counter({ name: "soundship_uploads_total", help: "Files that became tracks, by media type", labelNames: ["media_type"], registers });
  const created = new Counter({ name: "soundship_battles_created_total", help: "Battles created, by kind (hosted, tournament_match)", labelNames: ["kind"], registers });
  const settled = new Counter({ name: "soundship_battles_settled_total", help: "Battles settled, by outcome (won, refunded)", labelNames: ["outcome"], registers });
  const issued = new Counter({ name: "soundship_stardust_issued_total", help: "Stardust credited to pilots, by ledger type", labelNames: ["type"], registers });
  const spent = new Counter({ name: "soundship_stardust_spent_total", help: "Stardust debited from pilots, by ledger type", labelNames: ["type"], registers });
  const queued = new Counter({ name: "soundship_jobs_queued_total", help: "Jobs put on the queue, by kind", labelNames: ["kind"], registers });
  const failed = new Counter({ name: "soundship_jobs_failed_total", help: "Job runs that failed, by kind", labelNames: ["kind"], registers });
  const depth = new Gauge({ name: "soundship_job_queue_depth", help: "Jobs waiting to run, by kind", labelNames: ["kind"], registers });
  const mailFailed = new Counter({ name: "soundship_mail_failed_total", help: "Mails given up on after their last attempt, by reason", labelNames: ["reason"], registers });
  return {
    signedUp: () => signUps.inc(),
    uploaded: (mediaType) => uploads.inc({ media_type: mediaType }),
    battleCreated: (kind) => created.inc({ kind }),
    battleSettled: (outcome) => settled.inc({ outcome }),
    stardustPosted(amount, type) {
      if (amount > 0) issued.inc({ type }, amount);
      else if (amount < 0) spent.inc({ type }, -amount);
    },
    jobQueued: (kind, count = 1) => queued.inc({ kind }, count),
    jobFailed: (kind) => failed.inc({ kind }),
    jobQueueDepth: (kind, value) => depth.set({ kind }, value),
    mailFailed: (reason) => mailFailed.inc({ reason }),
  };
}

import type { Config } from "./config.ts";
import type { AuthLibrary } from "./core/auth/auth-library.ts";
import type { AttemptStore } from "./core/auth/attempt-limiter.ts";
import type { Mailer } from "./core/mail/mailer.ts";
import type { SessionCache } from "./core/identity/session-cache.ts";
import type { SharedReads } from "./core/functions/shared-reads.ts";
import type { Clock } from "./core/clock.ts";
import type { FunctionRegistry } from "./core/functions/registry.ts";
import type { LiveBus } from "./core/live/live-bus.ts";
import type { LiveHub } from "./core/live/live-hub.ts";
import type { RedisAttemptStore } from "./core/auth/redis-attempt-store.ts";
import type { Database, Db } from "./db/client.ts";

/** What the routes are built with; buildApp assembles it once. */
export interface Services {
  config: Config;
  db: Db;
  /** The open database itself, for LISTEN (job workers wake on new jobs). */
  database: Database;
  auth: AuthLibrary;
  mailer: Mailer;
  sessions: SessionCache;
  /** Reads every pilot sees alike, shared by requests for a moment (docs/decisions/031). */
  sharedReads: SharedReads;
  /** Counters of sign-in, sign-up and reset attempts, per address and per account. */
  attemptStore: AttemptStore;
  clock: Clock;
  /** Uniform in [0, 1) from a cryptographic source; luck must not be predictable. */
  random: () => number;
  functions: FunctionRegistry;
  /** Live events: the streams open here and the bus that feeds them from every instance. */
  live: { hub: LiveHub; bus: LiveBus };
  /** The shared attempt counters, when REDIS_URL is set. */
  redis: RedisAttemptStore | null;
}

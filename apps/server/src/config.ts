import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BILLING_CYCLES, TIERS } from "@soundship/shared";
import { z } from "zod";
import { isCost, PASSWORD_HASH_COST } from "./core/auth/password-hashing.ts";

/** One Stripe price id per tier and billing cycle, plus the Stardust Vault bundle's. */
const STRIPE_PRICE_VARIABLES = [
  ...TIERS.flatMap((tier) => BILLING_CYCLES.map((cycle) => ({ name: `STRIPE_PRICE_${tier.toUpperCase()}_${cycle.toUpperCase()}`, key: `${tier}_${cycle}` }))),
  { name: "STRIPE_PRICE_STARDUST_VAULT", key: "stardust_vault" },
];

function stripePriceVariables() {
  return Object.fromEntries(STRIPE_PRICE_VARIABLES.map(({ name }) => [name, z.string().min(1).optional()]));
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0, "must be a port number (0-65535)").max(65535, "must be a port number (0-65535)").default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  APP_ID: z.string().regex(/^[a-z0-9-]{1,64}$/, "must be lowercase letters, digits or dashes").default("soundship"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// connection URL" }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  PUBLIC_URL: z.url({ error: "must be an absolute URL such as https://soundship.example" }).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  // How many proxies of ours stand in front of the server (load balancer, CDN): that many
  // X-Forwarded-For entries are trusted, from the right. 0 uses the socket's address.
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(60),
  // How long each instance shares a read every pilot sees alike (the top of a board, the active
  // battles, Total Pilots) between requests; 0 reads it for every one (docs/decisions/031).
  SHARED_READS_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  // Shared sign-in / sign-up / reset counters for several instances; in memory without it.
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL" }).optional(),
  REDIS_KEY_PREFIX: z.string().min(1).max(64).default("soundship:"),
  WEB_DIST: z.string().optional(),
  // How often each instance runs the battle lifecycle (phases and settlement); 0 turns it off.
  BATTLE_TICK_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  // Background jobs at once per instance: CPU-heavy media work (one per core is the most that helps;
  // one by default on a 2-core machine, so requests keep a core), and everything else.
  MEDIA_JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  // How often an idle worker looks for due jobs and expired leases; new jobs wake it at once.
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  // Upload caps per kind, in MB (MiB). Sizes are stored as 32-bit integers, hence at most 2047.
  UPLOAD_MAX_AUDIO_MB: uploadCap(100),
  UPLOAD_MAX_VIDEO_MB: uploadCap(1024),
  UPLOAD_MAX_MODEL_MB: uploadCap(200),
  // The FFmpeg that processes uploads; by default the static build that ships with the npm package.
  FFMPEG_PATH: z.string().min(1).optional(),
  // S3-compatible storage; without S3_BUCKET files stay on local disk under DATA_DIR/uploads.
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ error: "must be an absolute URL such as https://s3.eu-west-1.amazonaws.com" }).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url({ error: "must be an absolute URL where the bucket's objects are served" }).optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("false"),
  // Tests only: the server's clock starts at this instant and runs on from there (POST /testing/clock moves it forward).
  CLOCK_START: z.iso.datetime({ offset: true, error: "must be an ISO 8601 date-time such as 2026-11-18T12:00:00Z" }).optional(),
  // Tests only: a pilot signing up with an e-mail that starts with this is made an admin (browser tests of the Overseer).
  TEST_ADMIN_EMAIL_PREFIX: z.string().min(3, "must be at least 3 characters").optional(),
  // Tests only: passwords are hashed at this scrypt cost instead of the full one (core/auth/password-hashing.ts).
  TEST_PASSWORD_HASH_COST: z.coerce.number().refine(isCost, `must be a power of two from 2 to ${PASSWORD_HASH_COST}`).optional(),
  // Stripe; without STRIPE_SECRET_KEY the built-in demo checkout takes payments.
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_URL: z.url({ error: "must be an absolute URL such as https://api.stripe.com" }).optional(),
  ...stripePriceVariables(),
  // Mail: SMTP when SMTP_URL is set (STARTTLS when the server offers it), else printed to the console.
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example:587" }).optional(),
  MAIL_FROM: z.string().trim().regex(/^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, "must be an address such as Soundship <no-reply@soundship.example>").optional(),
  // Pilots must confirm their address from the mail before they can sign in with a password.
  REQUIRE_EMAIL_VERIFICATION: z.enum(["true", "false"], { error: "must be true or false" }).default("false"),
  // Sign-in attempts from one address across every account: far above one person's use, so a
  // school or a carrier's NAT is not locked out by one pilot's typos (decisions/024).
  AUTH_ADDRESS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  // Sign-in providers, each on when its client id and secret are set.
  DISCORD_CLIENT_ID: z.string().min(1).optional(),
  DISCORD_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_ISSUER: z.url({ protocol: /^https?$/, error: "must be the provider's issuer URL such as https://id.example (its /.well-known/openid-configuration is read)" }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_NAME: z.string().trim().min(1).max(40).default("OpenID Connect"),
  // Turns on GET /metrics (Prometheus), readable only with `Authorization: Bearer METRICS_TOKEN`.
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").max(512).regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces").optional(),
});

function uploadCap(defaultMb: number) {
  return z.coerce.number().int().min(1, "must be at least 1 (MB)").max(2047, "must be at most 2047 (MB)").default(defaultMb);
}

const MB = 1024 * 1024;

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof envSchema>, authSecret: string) {
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    appId: env.APP_ID,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    authSecret,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    logLevel: env.LOG_LEVEL,
    authRateLimitMax: env.AUTH_RATE_LIMIT_MAX,
    trustProxyHops: env.TRUST_PROXY_HOPS,
    sessionCacheSeconds: env.SESSION_CACHE_SECONDS,
    sharedReadsMs: env.SHARED_READS_MS,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    battleTickSeconds: env.BATTLE_TICK_SECONDS,
    jobs: { concurrency: env.JOBS_CONCURRENCY, mediaConcurrency: env.MEDIA_JOBS_CONCURRENCY, pollMs: env.JOBS_POLL_MS },
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : path.resolve(import.meta.dirname, "../../web/dist"),
    uploads: {
      maxBytes: { audio: env.UPLOAD_MAX_AUDIO_MB * MB, video: env.UPLOAD_MAX_VIDEO_MB * MB, model: env.UPLOAD_MAX_MODEL_MB * MB },
      s3: s3Config(env),
    },
    /** FFMPEG_PATH, when an image brings its own FFmpeg; otherwise the packaged one (core/media/ffmpeg.ts). */
    ffmpegPath: env.FFMPEG_PATH,
    /** Where the server's clock starts (browser tests); absent means the system clock. */
    clockStart: env.CLOCK_START ? new Date(env.CLOCK_START) : undefined,
    /** Browser tests: sign-ups whose e-mail starts with this become admins; absent everywhere else. */
    testAdminEmailPrefix: env.TEST_ADMIN_EMAIL_PREFIX?.toLowerCase(),
    /** scrypt's cost for new password hashes: the full one except in tests. */
    passwordHashCost: env.TEST_PASSWORD_HASH_COST ?? PASSWORD_HASH_COST,
    stripe: stripeConfig(env),
    mail: {
      /** Where mail is sent; null prints it to the console. */
      smtpUrl: env.SMTP_URL ?? null,
      from: env.MAIL_FROM ?? `Soundship <no-reply@${new URL(env.PUBLIC_URL ?? "http://localhost").hostname}>`,
    },
    requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION === "true",
    authAddressRateLimitMax: env.AUTH_ADDRESS_RATE_LIMIT_MAX,
    providers: providersConfig(env),
    /** The bearer token of GET /metrics; absent means metrics are off. */
    metricsToken: env.METRICS_TOKEN,
    /** Tests use an in-memory database; everything else keeps data in DATA_DIR. */
    inMemoryDatabase: false,
  };
}

export type S3Config = NonNullable<ReturnType<typeof s3Config>>;

function s3Config(env: z.infer<typeof envSchema>) {
  if (!env.S3_BUCKET) return null;
  const endpoint = env.S3_ENDPOINT?.replace(/\/$/, "");
  const publicBase = (env.S3_PUBLIC_URL ?? (endpoint ? `${endpoint}/${env.S3_BUCKET}` : `https://${env.S3_BUCKET}.s3.${env.S3_REGION}.amazonaws.com`)).replace(/\/$/, "");
  return {
    bucket: env.S3_BUCKET,
    endpoint,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
    /** Where the bucket's objects are read from: S3_PUBLIC_URL, else the endpoint's path-style URL. */
    publicBase,
  };
}

export type ProvidersConfig = ReturnType<typeof providersConfig>;

/** The sign-in providers whose client id and secret are both set; the rest stay off. */
function providersConfig(env: z.infer<typeof envSchema>) {
  const pair = (id?: string, secret?: string) => (id && secret ? { clientId: id, clientSecret: secret } : null);
  const oidc = pair(env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET);
  return {
    discord: pair(env.DISCORD_CLIENT_ID, env.DISCORD_CLIENT_SECRET),
    google: pair(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET),
    oidc: oidc && env.OIDC_ISSUER ? { ...oidc, issuer: env.OIDC_ISSUER.replace(/\/$/, ""), name: env.OIDC_NAME } : null,
  };
}

export type StripeConfig = NonNullable<ReturnType<typeof stripeConfig>>;

function stripeConfig(env: z.infer<typeof envSchema>) {
  if (!env.STRIPE_SECRET_KEY) return null;
  const given = env as unknown as Record<string, string | undefined>;
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? "",
    /** Price ids by `${tier}_${cycle}` and `stardust_vault`. */
    prices: Object.fromEntries(STRIPE_PRICE_VARIABLES.map(({ name, key }) => [key, given[name] ?? ""])) as Record<string, string>,
    /** Where the Stripe API is reached (a local stand-in in tests); Stripe's own host otherwise. */
    api: api ? { host: api.hostname, port: Number(api.port || (api.protocol === "https:" ? 443 : 80)), protocol: api.protocol.replace(":", "") as "http" | "https" } : null,
  };
}

/** Thrown with one line per bad variable, so a misconfigured start says exactly what to fix. */
export class ConfigError extends Error {}

/** Reads and validates the environment once at start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // A variable set to nothing (`DATABASE_URL=`) means "not set", as in most deployment tools.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const values = parsed.data;
  if (values.S3_BUCKET && (!values.S3_ACCESS_KEY_ID || !values.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError("Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required with S3_BUCKET");
  }
  if (values.NODE_ENV === "production" && values.CLOCK_START) {
    throw new ConfigError("Invalid configuration:\n  CLOCK_START: for tests only; production runs on the system clock");
  }
  if (values.NODE_ENV === "production" && values.TEST_ADMIN_EMAIL_PREFIX) {
    throw new ConfigError("Invalid configuration:\n  TEST_ADMIN_EMAIL_PREFIX: for tests only; make admins with npm run admin -- grant EMAIL");
  }
  if (values.NODE_ENV === "production" && values.TEST_PASSWORD_HASH_COST) {
    throw new ConfigError("Invalid configuration:\n  TEST_PASSWORD_HASH_COST: for tests only; production hashes passwords at the full cost");
  }
  if (values.STRIPE_SECRET_KEY) {
    const given = values as unknown as Record<string, string | undefined>;
    const missing = ["STRIPE_WEBHOOK_SECRET", ...STRIPE_PRICE_VARIABLES.map(({ name }) => name)].filter((name) => !given[name]);
    if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n  ${missing.join(", ")}: required with STRIPE_SECRET_KEY`);
  }
  const providerVariables = [
    ["DISCORD_CLIENT_ID", "DISCORD_CLIENT_SECRET"],
    ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
    ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"],
  ];
  for (const names of providerVariables) {
    const given = values as unknown as Record<string, string | undefined>;
    const missing = names.filter((name) => !given[name]);
    if (missing.length > 0 && missing.length < names.length) throw new ConfigError(`Invalid configuration:\n  ${missing.join(", ")}: required with ${names.filter((name) => given[name]).join(", ")}`);
  }
  if (values.NODE_ENV === "production" && !values.AUTH_SECRET) {
    throw new ConfigError("Invalid configuration:\n  AUTH_SECRET: required in production (at least 32 characters)");
  }
  return toConfig(values, values.AUTH_SECRET ?? embeddedSecret(path.resolve(values.DATA_DIR)));
}

/** The embedded default keeps a generated secret beside its data, so sessions survive restarts. */
function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Tests hash passwords at a sixteenth of the full cost: each of them signs pilots up. */
const TEST_HASH_COST = 1024;

/** Configuration for tests: in-memory embedded database unless DATABASE_URL is given. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...toConfig(envSchema.parse({ NODE_ENV: "test", LOG_LEVEL: "silent", AUTH_RATE_LIMIT_MAX: "1000", TEST_PASSWORD_HASH_COST: String(TEST_HASH_COST) }), randomBytes(32).toString("hex")),
    inMemoryDatabase: true,
    // Tests read a board or list right after changing it; sharing is tested on its own (shared-reads).
    sharedReadsMs: 0,
    ...overrides,
  };
}

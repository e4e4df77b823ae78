import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

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
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  WEB_DIST: z.string().optional(),
});

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
    sessionCacheSeconds: env.SESSION_CACHE_SECONDS,
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : path.resolve(import.meta.dirname, "../../web/dist"),
    /** Tests use an in-memory database; everything else keeps data in DATA_DIR. */
    inMemoryDatabase: false,
  };
}

/** Thrown with one line per bad variable, so a misconfigured start says exactly what to fix. */
export class ConfigError extends Error {}

/** Reads and validates the environment once at start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const values = parsed.data;
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

/** Configuration for tests: in-memory embedded database unless DATABASE_URL is given. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...toConfig(envSchema.parse({ NODE_ENV: "test", LOG_LEVEL: "silent", AUTH_RATE_LIMIT_MAX: "1000" }), randomBytes(32).toString("hex")),
    inMemoryDatabase: true,
    ...overrides,
  };
}

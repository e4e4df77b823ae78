import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const made: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "soundship-config-"));
  made.push(dir);
  return dir;
};
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("loadConfig", () => {
  it("runs on defaults: port 3000, app id soundship, embedded database, a persisted secret", () => {
    const DATA_DIR = dataDir();
    const config = loadConfig({ DATA_DIR });
    expect(config).toMatchObject({ port: 3000, appId: "soundship", databaseUrl: undefined, publicUrl: "http://localhost:3000", dataDir: DATA_DIR });
    expect(config.authSecret).toHaveLength(64);
    expect(loadConfig({ DATA_DIR }).authSecret).toBe(config.authSecret);
  });

  it("turns metrics on with a long enough METRICS_TOKEN, and ignores variables it does not know", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).metricsToken).toBeUndefined();
    const config = loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: "0123456789abcdef", SMTP_URL: "smtp://mail:1025", MAIL_FROM: "Soundship <noreply@soundship.test>" });
    expect(config.metricsToken).toBe("0123456789abcdef");
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: "with spaces in the token" })).toThrow(/METRICS_TOKEN: must be printable ASCII/);
  });

  it("names every bad variable in one message", () => {
    const attempt = () => loadConfig({ DATA_DIR: dataDir(), PORT: "99999", DATABASE_URL: "mysql://x", APP_ID: "Sound Ship", LOG_LEVEL: "loud" });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain("Invalid configuration:");
    expect(message).toContain("PORT: must be a port number (0-65535)");
    expect(message).toContain("DATABASE_URL: must be a postgres:// connection URL");
    expect(message).toContain("APP_ID: must be lowercase letters, digits or dashes");
    expect(message).toContain("LOG_LEVEL");
  });

  it("treats a variable set to nothing as not set", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: "", PORT: "" })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });

  it("requires AUTH_SECRET in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir() })).toThrow(/AUTH_SECRET: required in production/);
    const config = loadConfig({ NODE_ENV: "production", AUTH_SECRET: "s".repeat(40), DATA_DIR: dataDir(), DATABASE_URL: "postgres://db/soundship" });
    expect(config.databaseUrl).toBe("postgres://db/soundship");
  });

  it("caps uploads per kind in MB, configurable, and switches to S3 only with its keys", () => {
    const MB = 1024 * 1024;
    expect(loadConfig({ DATA_DIR: dataDir() }).uploads).toEqual({ maxBytes: { audio: 100 * MB, video: 1024 * MB, model: 200 * MB }, s3: null });
    const custom = loadConfig({ DATA_DIR: dataDir(), UPLOAD_MAX_AUDIO_MB: "5", UPLOAD_MAX_VIDEO_MB: "50", UPLOAD_MAX_MODEL_MB: "7" });
    expect(custom.uploads.maxBytes).toEqual({ audio: 5 * MB, video: 50 * MB, model: 7 * MB });
    expect(() => loadConfig({ DATA_DIR: dataDir(), UPLOAD_MAX_VIDEO_MB: "4096" })).toThrow(/UPLOAD_MAX_VIDEO_MB: must be at most 2047/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: "tracks" })).toThrow(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required with S3_BUCKET/);
    const s3 = loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: "tracks", S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "secret", S3_ENDPOINT: "http://127.0.0.1:9000/" });
    expect(s3.uploads.s3).toMatchObject({ bucket: "tracks", endpoint: "http://127.0.0.1:9000", region: "us-east-1", publicBase: "http://127.0.0.1:9000/tracks" });
  });

  it("runs media jobs one at a time and other jobs two at a time by default, each configurable", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).jobs).toEqual({ concurrency: 2, mediaConcurrency: 1, pollMs: 1000 });
    expect(loadConfig({ DATA_DIR: dataDir(), MEDIA_JOBS_CONCURRENCY: "2", JOBS_CONCURRENCY: "4", JOBS_POLL_MS: "250" }).jobs).toEqual({ concurrency: 4, mediaConcurrency: 2, pollMs: 250 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), MEDIA_JOBS_CONCURRENCY: "0" })).toThrow(/MEDIA_JOBS_CONCURRENCY/);
  });

  it("starts the clock at CLOCK_START for tests, never in production", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), CLOCK_START: "2026-11-18T12:00:00Z" }).clockStart).toEqual(new Date("2026-11-18T12:00:00Z"));
    expect(() => loadConfig({ DATA_DIR: dataDir(), CLOCK_START: "yesterday" })).toThrow("CLOCK_START: must be an ISO 8601 date-time");
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: "production", AUTH_SECRET: "x".repeat(32), CLOCK_START: "2026-11-18T12:00:00Z" })).toThrow(
      "CLOCK_START: for tests only",
    );
  });

  it("makes sign-ups with TEST_ADMIN_EMAIL_PREFIX admins in tests, never in production", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).testAdminEmailPrefix).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), TEST_ADMIN_EMAIL_PREFIX: "Overseer-" }).testAdminEmailPrefix).toBe("overseer-");
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: "production", AUTH_SECRET: "x".repeat(32), TEST_ADMIN_EMAIL_PREFIX: "overseer-" })).toThrow(
      "TEST_ADMIN_EMAIL_PREFIX: for tests only",
    );
  });

  it("hashes passwords at the full cost unless TEST_PASSWORD_HASH_COST lowers it for tests, never in production", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).passwordHashCost).toBe(16384);
    expect(loadConfig({ DATA_DIR: dataDir(), TEST_PASSWORD_HASH_COST: "1024" }).passwordHashCost).toBe(1024);
    expect(() => loadConfig({ DATA_DIR: dataDir(), TEST_PASSWORD_HASH_COST: "1000" })).toThrow("TEST_PASSWORD_HASH_COST: must be a power of two from 2 to 16384");
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: "production", AUTH_SECRET: "x".repeat(32), TEST_PASSWORD_HASH_COST: "1024" })).toThrow(
      "TEST_PASSWORD_HASH_COST: for tests only",
    );
  });

  it("uses the demo checkout without STRIPE_SECRET_KEY, and with it needs the webhook secret and every price id", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).stripe).toBeNull();
    expect(() => loadConfig({ DATA_DIR: dataDir(), STRIPE_SECRET_KEY: "sk_test_1" })).toThrow(
      /STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_CADET_MONTHLY, .*STRIPE_PRICE_ADMIRAL_ANNUAL, STRIPE_PRICE_STARDUST_VAULT: required with STRIPE_SECRET_KEY/,
    );
    const prices = Object.fromEntries(
      ["CADET", "EXPLORER", "COMMANDER", "ADMIRAL"].flatMap((tier) => ["MONTHLY", "ANNUAL"].map((cycle) => [`STRIPE_PRICE_${tier}_${cycle}`, `price_${tier}_${cycle}`])),
    );
    const config = loadConfig({
      DATA_DIR: dataDir(),
      STRIPE_SECRET_KEY: "sk_test_1",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
      STRIPE_PRICE_STARDUST_VAULT: "price_vault",
      STRIPE_API_URL: "http://127.0.0.1:12111",
      ...prices,
    });
    expect(config.stripe).toMatchObject({
      secretKey: "sk_test_1",
      webhookSecret: "whsec_1",
      prices: { cadet_monthly: "price_CADET_MONTHLY", admiral_annual: "price_ADMIRAL_ANNUAL", stardust_vault: "price_vault" },
      api: { host: "127.0.0.1", port: 12111, protocol: "http" },
    });
  });
  it("prints mail to the console without SMTP_URL, sends through SMTP with it, and stops on a malformed one", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).mail).toEqual({ smtpUrl: null, from: "Soundship <no-reply@localhost>" });
    const configured = loadConfig({ DATA_DIR: dataDir(), SMTP_URL: "smtp://user:pass@mail.example:587", MAIL_FROM: "Soundship <hello@soundship.example>" });
    expect(configured.mail).toEqual({ smtpUrl: "smtp://user:pass@mail.example:587", from: "Soundship <hello@soundship.example>" });
    expect(() => loadConfig({ DATA_DIR: dataDir(), SMTP_URL: "mail.example:587" })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SMTP_URL: "https://mail.example" })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), MAIL_FROM: "not an address" })).toThrow(/MAIL_FROM: must be an address/);
  });

  it("turns a sign-in provider on only with its id and secret, and stops on a malformed OIDC_ISSUER or half a pair", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).providers).toEqual({ discord: null, google: null, oidc: null });
    const all = loadConfig({
      DATA_DIR: dataDir(),
      DISCORD_CLIENT_ID: "d",
      DISCORD_CLIENT_SECRET: "ds",
      OIDC_ISSUER: "https://id.example/realms/crew/",
      OIDC_CLIENT_ID: "o",
      OIDC_CLIENT_SECRET: "os",
    });
    expect(all.providers).toEqual({
      discord: { clientId: "d", clientSecret: "ds" },
      google: null,
      oidc: { issuer: "https://id.example/realms/crew", clientId: "o", clientSecret: "os", name: "OpenID Connect" },
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), OIDC_ISSUER: "id.example", OIDC_CLIENT_ID: "o", OIDC_CLIENT_SECRET: "os" })).toThrow(/OIDC_ISSUER: must be the provider's issuer URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), GOOGLE_CLIENT_ID: "g" })).toThrow(/GOOGLE_CLIENT_SECRET: required with GOOGLE_CLIENT_ID/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), OIDC_CLIENT_ID: "o", OIDC_CLIENT_SECRET: "os" })).toThrow(/OIDC_ISSUER: required with OIDC_CLIENT_ID, OIDC_CLIENT_SECRET/);
  });

  it("reads REQUIRE_EMAIL_VERIFICATION as true or false only", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).requireEmailVerification).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), REQUIRE_EMAIL_VERIFICATION: "true" }).requireEmailVerification).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dataDir(), REQUIRE_EMAIL_VERIFICATION: "yes" })).toThrow(/REQUIRE_EMAIL_VERIFICATION: must be true or false/);
  });
});

import { eq } from "drizzle-orm";
import { buildApp, type App, type BuildOptions } from "../../src/app.ts";
import { testConfig, type Config } from "../../src/config.ts";
import { consoleTransport } from "../../src/core/mail/console-transport.ts";
import type { OutgoingMail } from "../../src/core/mail/mail.ts";
import { createMailer } from "../../src/core/mail/mailer.ts";
import { createJobWorker, type JobWorker } from "../../src/core/jobs/job-worker.ts";
import { resultNoticesJob } from "../../src/core/settlement/result-notices.job.ts";
import { processTrackJob } from "../../src/core/media/process-track.job.ts";
import { sendMailJob } from "../../src/core/mail/send-mail.job.ts";
import { quietLog } from "./jobs.ts";
import { users } from "../../src/db/schema.ts";
import type { Database } from "../../src/db/client.ts";
import { checkContractReply } from "./contract-replies.ts";
import { freshDatabase } from "./database.ts";

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** Sent as-is instead of JSON. */
  rawBody?: string | Buffer | FormData;
  token?: string | null;
  headers?: Record<string, string>;
}

export interface TestPilot {
  id: string;
  email: string;
  token: string;
  password: string;
}

export interface TestServer {
  app: App;
  database: Database & { url?: string };
  url: string;
  /** The mails delivered (printing nowhere) in `sent`; `idle()` delivers every mail queued so far. */
  mail: { sent: OutgoingMail[]; idle(): Promise<void> };
  /**
   * A job worker for what requests queue (track processing, mails) with the server's services, not
   * started: tests run the queue with `drain()`, or `start()` it to have jobs run as they come.
   */
  jobs: JobWorker;
  /** Calls `/api/apps/soundship{path}` over real HTTP. */
  api<T = any>(path: string, options?: CallOptions): Promise<Reply<T>>;
  /** Registers a new pilot with a unique e-mail. */
  pilot(name?: string): Promise<TestPilot>;
  /** Registers a pilot and makes them an admin. */
  admin(): Promise<TestPilot>;
  close(): Promise<void>;
}

let counter = 0;

/** Starts the real server on a random port over a fresh database (or `options.database`, closed with it). */
export async function startServer(config: Partial<Config> = {}, options: BuildOptions = {}): Promise<TestServer> {
  const database = options.database ?? (await freshDatabase());
  const transport = consoleTransport(() => undefined);
  const mailer = createMailer({ transport, from: "Soundship <no-reply@soundship.test>", db: database.db, warn: () => undefined });
  const app = await buildApp(testConfig(config), { database, mailer, ...options });
  const { db, clock, random } = app.services;
  const jobs = createJobWorker({
    services: { db, clock, random, config: app.services.config, log: quietLog, mailer: app.services.mailer },
    definitions: [processTrackJob, sendMailJob, resultNoticesJob],
    pollMs: 100,
  });
  const mail = {
    sent: transport.sent,
    async idle() {
      await app.services.mailer.idle();
      await jobs.drain();
    },
  };
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const base = `${address}/api/apps/soundship`;

  async function api<T>(path: string, options: CallOptions = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | Buffer | FormData | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers["content-type"] ??= "application/json";
    }
    const method = options.method ?? "GET";
    const response = await fetch(path.startsWith("http") ? path : `${base}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON (an HTML page, say): the test sees the text.
    }
    checkContractReply(app.services, path, method, response.status, parsed);
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  async function pilot(name = "Test Pilot"): Promise<TestPilot> {
    const email = `pilot${++counter}-${Date.now()}@soundship.test`;
    const password = "orbit-password-1";
    const reply = await api<any>("/auth/register", { method: "POST", body: { email, password, full_name: name } });
    if (reply.status !== 200) throw new Error(`register failed: ${reply.status} ${JSON.stringify(reply.body)}`);
    return { id: reply.body.user.id, email, token: reply.body.access_token, password };
  }

  async function admin(): Promise<TestPilot> {
    const created = await pilot("Overseer");
    await database.db.update(users).set({ role: "admin" }).where(eq(users.id, created.id));
    return created;
  }

  return {
    app,
    database,
    url: address,
    mail,
    jobs,
    api,
    pilot,
    admin,
    async close() {
      await jobs.stop(0);
      await app.close();
      await database.close();
    },
  };
}

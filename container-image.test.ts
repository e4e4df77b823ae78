import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { DockerfileParser } from "dockerfile-ast";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { SERVER_NODE_OPTIONS } from "./scripts/build-server.mjs";

// No container runtime runs on the machines that test this project, so the image is checked by
// reading its recipe: the rules below are the ones a review of the Dockerfile would hold it to.
const root = import.meta.dirname;
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

interface Step {
  keyword: string;
  args: string;
}

/** The Dockerfile's stages by name, each a list of its instructions. */
function stages(text: string): Map<string, Step[]> {
  const byName = new Map<string, Step[]>();
  let current: Step[] = [];
  for (const instruction of DockerfileParser.parse(text).getInstructions()) {
    // The whole instruction, flags included (--from=, --interval=), its continued lines joined.
    const text = instruction.getTextContent().replace(/\\\r?\n\s*/g, " ").trim();
    const step = { keyword: instruction.getKeyword(), args: text.slice(text.indexOf(" ") + 1).trim() };
    if (step.keyword === "FROM") {
      const name = /\s+AS\s+(\S+)$/i.exec(step.args)?.[1];
      if (!name) throw new Error(`unnamed stage: FROM ${step.args}`);
      current = [step];
      byName.set(name, current);
    } else current.push(step);
  }
  return byName;
}

describe("Dockerfile", () => {
  const text = read("Dockerfile");
  const all = stages(text);
  const names = [...all.keys()];
  const final = all.get(names.at(-1)!)!;
  const of = (steps: Step[], keyword: string) => steps.filter((step) => step.keyword === keyword);

  it("is multi-stage, on a pinned Node 20 base, and builds in a stage the image does not ship", () => {
    expect(names.length).toBeGreaterThanOrEqual(3);
    for (const steps of all.values()) expect(steps[0]!.args).toMatch(/^node:20(\.\d+)*-bookworm-slim\s/);
    expect(of(all.get("build")!, "RUN").map((step) => step.args)).toContain("npm run build");
    expect(of(final, "RUN").some((step) => /npm (ci|install)|npm run build/.test(step.args))).toBe(false);
  });

  it("ships production dependencies only, installed from the lock file", () => {
    const installs = [...all.values()].flatMap((steps) => of(steps, "RUN")).map((step) => step.args).filter((args) => args.includes("npm ci"));
    const production = installs.filter((args) => args.includes("--omit=dev"));
    expect(production).toHaveLength(1);
    const copies = of(final, "COPY").map((step) => step.args);
    const modules = copies.filter((args) => /\snode_modules$/.test(args));
    expect(modules).toEqual(["--from=deps /app/node_modules node_modules"]);
    expect(of(all.get("deps")!, "RUN").map((step) => step.args)).toEqual(production);
    // Nothing of the build stage's toolchain: only built output and manifests.
    for (const args of copies.filter((line) => line.startsWith("--from=build"))) expect(args).toMatch(/(dist|drizzle|package\.json)\s/);
  });

  it("runs as an unprivileged user, with a health check on /healthz", () => {
    const users = of(final, "USER").map((step) => step.args);
    expect(users).toHaveLength(1);
    expect(users[0]).not.toMatch(/^(root|0)(:|$)/);
    const afterUser = final.slice(final.findIndex((step) => step.keyword === "USER"));
    expect(afterUser.some((step) => step.keyword === "RUN")).toBe(false);
    const health = of(final, "HEALTHCHECK");
    expect(health).toHaveLength(1);
    expect(health[0]!.args).toMatch(/--interval=\d+s/);
    expect(health[0]!.args).toContain("/healthz");
    // The image runs the server as `npm start` does, with the same Node options.
    expect(JSON.parse(of(final, "CMD")[0]!.args)).toEqual(["node", ...SERVER_NODE_OPTIONS, "apps/server/dist/server.js"]);
    expect(of(final, "EXPOSE").map((step) => step.args)).toEqual(["3000"]);
  });

  it("copies only files that exist, downloads nothing but packages, and keeps secrets and builds out of the context", () => {
    for (const steps of all.values()) {
      for (const step of of(steps, "COPY").filter((copy) => !copy.args.startsWith("--from"))) {
        const sources = step.args.split(/\s+/).slice(0, -1);
        for (const source of sources) expect(existsSync(path.join(root, source)), source).toBe(true);
      }
      expect(of(steps, "ADD")).toEqual([]);
      expect(of(steps, "RUN").some((step) => /\b(curl|wget)\b/.test(step.args))).toBe(false);
    }
    const ignored = read(".dockerignore").split("\n").map((line) => line.trim());
    expect(ignored).toEqual(expect.arrayContaining(["**/node_modules", "**/dist", "data", ".env", ".env.*", ".git"]));
  });
});

describe("compose.yaml", () => {
  const compose = parse(read("compose.yaml")) as { services: Record<string, any>; volumes?: Record<string, unknown> };

  it("runs Soundship on PostgreSQL and Redis with a mail catcher, each with a health check", () => {
    const { app, postgres, redis, mail } = compose.services;
    expect(app.build).toBeDefined();
    expect(postgres.image).toMatch(/^postgres:15/);
    expect(redis.image).toMatch(/^redis:7/);
    expect(mail.image).toMatch(/^axllent\/mailpit:/);
    for (const service of [app, postgres, redis, mail]) expect(service.healthcheck?.test).toBeDefined();
    expect(app.depends_on).toEqual({ postgres: { condition: "service_healthy" }, redis: { condition: "service_healthy" }, mail: { condition: "service_started" } });
  });

  it("points the app at its services and asks for the secrets it must not default", () => {
    const env = compose.services.app.environment as Record<string, string>;
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/soundship:[^@]+@postgres:5432\/soundship$/);
    expect(env.REDIS_URL).toBe("redis://redis:6379");
    expect(env.SMTP_URL).toBe("smtp://mail:1025");
    expect(env.NODE_ENV).toBe("production");
    // Required in production: compose stops with this message unless it is set.
    expect(env.AUTH_SECRET).toMatch(/^\$\{AUTH_SECRET:\?.+\}$/);
    expect(compose.services.app.ports).toEqual(["3000:3000"]);
  });
});

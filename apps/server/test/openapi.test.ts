import { Validator } from "@seriousme/openapi-schema-validator";
import { ERROR_STATUS, FUNCTION_CONTRACTS, battleSchema, userSchema } from "@soundship/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENTITIES } from "../src/core/entities/definitions.ts";
import { FUNCTIONS } from "../src/served-functions.ts";
import { startServer, type TestServer } from "./helpers/server.ts";

let server: TestServer;
let document: any;
beforeAll(async () => {
  server = await startServer();
  const reply = await fetch(`${server.url}/api/openapi.json`);
  expect(reply.status).toBe(200);
  expect(reply.headers.get("content-type")).toMatch(/^application\/json/);
  document = await reply.json();
});
afterAll(() => server?.close());

const schemaOf = (id: string) => document.components.schemas[id];

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    expect(document.openapi).toBe("3.1.0");
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("would be refused by the validator with a dangling reference or a parameter that says not where it goes", async () => {
    const dangling = structuredClone(document);
    dangling.paths["/functions/claimQuest"].post.requestBody.content["application/json"].schema = { $ref: "#/components/schemas/NoSuchSchema" };
    expect((await new Validator().validate(dangling)).valid).toBe(false);
    const badParameter = structuredClone(document);
    delete badParameter.paths["/functions/claimQuest"].post.parameters[0].in;
    expect((await new Validator().validate(badParameter)).valid).toBe(false);
  });

  it("describes every served function: its contract's input and its result with ok", () => {
    const served = FUNCTIONS.map((definition) => definition.contract.name);
    // Every shared contract is served, so each is in the document too.
    expect(served.sort()).toEqual(Object.keys(FUNCTION_CONTRACTS).sort());
    for (const definition of FUNCTIONS) {
      const name = definition.contract.name;
      const operation = document.paths[`/functions/${name}`]?.post;
      expect(operation, `function ${name} is missing from the document`).toBeDefined();
      expect(operation.operationId).toBe(name);
      expect(operation.requestBody.content["application/json"].schema).toEqual({ $ref: `#/components/schemas/${name}Input` });
      expect(operation.responses["200"].content["application/json"].schema).toEqual({ $ref: `#/components/schemas/${name}Result` });
      expect(schemaOf(`${name}Input`), name).toBeDefined();
      // An object result has `ok` among its fields; a union result (starshipApi) in each of its shapes.
      const result = schemaOf(`${name}Result`);
      for (const shape of result.anyOf ?? [result]) expect(shape.properties.ok, name).toEqual({ type: "boolean", const: true });
      expect(operation.tags).toEqual([definition.adminOnly ? "Overseer" : "Functions"]);
    }
  });

  it("describes every entity with its record, and only the writes its access policy opens", () => {
    for (const [name, definition] of Object.entries(ENTITIES)) {
      expect(schemaOf(name), `entity ${name} is missing from the document`).toBeDefined();
      expect(Object.keys(schemaOf(name).properties).sort()).toEqual(Object.keys(definition.record.shape).sort());
      const collection = document.paths[`/entities/${name}`];
      expect(collection.get.operationId).toBe(`list${name}`);
      expect(document.paths[`/entities/${name}/{id}`].get.operationId).toBe(`get${name}`);
      const creatable = definition.access?.create !== "server" && definition.input !== undefined;
      expect(Boolean(collection.post), `${name} create`).toBe(creatable);
    }
    // Ledger rows are written by the server alone: no create, update or delete is offered.
    expect(document.paths["/entities/StardustTransaction"].post).toBeUndefined();
    expect(document.paths["/entities/StardustTransaction/{id}"].put).toBeUndefined();
    expect(Object.keys(schemaOf("Battle").properties).sort()).toEqual(Object.keys(battleSchema.shape).sort());
    expect(Object.keys(schemaOf("User").properties).sort()).toEqual(Object.keys(userSchema.shape).sort());
  });

  it("describes sign-in, uploads, live events, health and metrics", () => {
    for (const path of ["/auth/register", "/auth/login", "/auth/logout", "/auth/reset-password/request", "/auth/reset-password", "/auth/change-password"]) {
      expect(document.paths[path]?.post, path).toBeDefined();
    }
    expect(schemaOf("ChangePasswordInput").required).toEqual(["current_password", "new_password"]);
    expect(Object.keys(document.paths["/entities/User/me/avatar"].put.requestBody.content)).toEqual(["image/png", "image/jpeg", "image/webp"]);
    expect(document.paths["/entities/User/me"].put.requestBody.content["application/json"].schema).toEqual({ $ref: "#/components/schemas/ProfileUpdate" });
    expect(schemaOf("RegisterInput").required).toEqual(["email", "password", "full_name"]);
    expect(document.paths["/uploads/{id}"].put).toBeDefined();
    expect(document.paths["/uploads/{id}/complete"].post).toBeDefined();
    expect(document.paths["/files/{key}"].get).toBeDefined();
    expect(document.paths["/live"].get.responses["200"].content["text/event-stream"]).toBeDefined();
    expect(document.paths["/metrics"].servers).toEqual([{ url: "/", description: expect.any(String) }]);
    expect(document.servers).toEqual([{ url: "/api/apps/soundship", description: expect.any(String) }]);
  });

  it("lists every error code with its status", () => {
    expect([...schemaOf("Error").properties.code.enum].sort()).toEqual(Object.keys(ERROR_STATUS).sort());
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      expect(document.info.description).toContain(`| \`${code}\` | ${status} |`);
      expect(document.components.responses[`Error${status}`].description).toContain(code);
    }
    expect(schemaOf("Refusal").required).toEqual(expect.arrayContaining(["ok", "error", "message", "code"]));
  });
});

describe("GET /api/docs", () => {
  it("serves the reference page and its scripts from this server, under the strict CSP", async () => {
    const page = await fetch(`${server.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).not.toMatch(/[^-]unsafe-eval/);
    const html = await page.text();
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    // No inline script (the CSP would block it) and nothing from another host.
    expect(html).not.toMatch(/<script(?![^>]*src=)[^>]*>\s*\S/);
    expect(html).not.toMatch(/(src|href)="https?:/);
    for (const script of scripts) {
      const asset = await fetch(new URL(script, `${server.url}/api/docs`));
      expect(asset.status, script).toBe(200);
      expect(asset.headers.get("content-type"), script).toMatch(/javascript/);
      // Read to the end, so the connection is idle again when the server closes.
      expect((await asset.arrayBuffer()).byteLength, script).toBeGreaterThan(0);
    }
    // The page reads the very same document.
    expect(await (await fetch(`${server.url}/api/docs/json`)).json()).toEqual(document);
  });
});

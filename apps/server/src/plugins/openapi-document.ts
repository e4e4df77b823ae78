import {
  ERROR_STATUS, changePasswordSchema, loginSchema, passwordResetRequestSchema, passwordResetSchema, profileUpdateSchema, registerSchema, userSchema, type ErrorCode,
} from "@soundship/shared";
import { z } from "zod";
import { ENTITIES } from "../core/entities/definitions.ts";
import type { FunctionRegistry } from "../core/functions/registry.ts";
import { entityPaths } from "./openapi-entities.ts";
import { ref, SchemaComponents, type Json } from "./openapi-schemas.ts";
import { authPaths, functionPaths, livePaths, operatorPaths, uploadPaths } from "./openapi-paths.ts";

export interface DocumentSources {
  appId: string;
  functions: FunctionRegistry;
}

/** The version of the API described; the paths carry no version of their own. */
const API_VERSION = "1.0.0";

/**
 * The OpenAPI 3.1 description of the whole HTTP API, built from the Zod schemas the server
 * validates with: the shared entity records and inputs, every served function's contract, the auth
 * bodies and the error list. Nothing in it is written by hand but the prose.
 */
export function buildOpenApiDocument({ appId, functions }: DocumentSources): Json {
  const components = new SchemaComponents();
  const errors = errorSchemas(components);
  const paths = {
    ...authPaths(components, { user: components.output("User", userSchema), register: registerSchema, login: loginSchema, resetRequest: passwordResetRequestSchema, reset: passwordResetSchema, profile: profileUpdateSchema, changePassword: changePasswordSchema }),
    ...entityPaths(components, Object.values(ENTITIES)),
    ...functionPaths(components, "/functions", functions),
    ...uploadPaths(),
    ...livePaths(),
    ...operatorPaths(),
  };
  return {
    openapi: "3.1.0",
    info: {
      title: "Soundship API",
      version: API_VERSION,
      description: `${INTRODUCTION}\n\n${errorTable()}`,
      license: { name: "Proprietary", identifier: "LicenseRef-Soundship" },
    },
    servers: [{ url: `/api/apps/${appId}`, description: "This server; the app id is part of every API path" }],
    tags: TAGS,
    paths,
    components: {
      schemas: components.toJson(),
      responses: errors,
      securitySchemes: {
        session: { type: "http", scheme: "bearer", description: "The access_token that /auth/login or /auth/register answers" },
        metricsToken: { type: "http", scheme: "bearer", description: "METRICS_TOKEN, set by the operator" },
      },
    },
    security: [{ session: [] }],
  };
}

const TAGS = [
  { name: "Auth", description: "Sign-up, sign-in, sign-out, passwords and the signed-in pilot" },
  { name: "Entities", description: "The generic record API: list with the query language, count, get, create, update, delete" },
  { name: "Functions", description: "Server functions: every rule of the economy runs here, in one transaction per call" },
  { name: "Overseer", description: "Admin-only functions: for anyone else they do not exist (404)" },
  { name: "Uploads", description: "Signed upload links, the upload itself and the files" },
  { name: "Live", description: "Server-sent events: balances, quests and battles as they change" },
  { name: "Operations", description: "Health and metrics, outside the app's path" },
];

const INTRODUCTION = [
  "Generated from the same Zod schemas the server validates with. A guide for client authors (sign-in, idempotency, the query language, errors) is docs/api.md in the repository.",
  "Every error answer is JSON `{message, code, detail?, request_id?}`; a function's refusal adds `ok: false` and `error` (the same text as `message`). `code` is stable; `message` is for people. Every answer carries `X-Request-Id`.",
].join("\n\n");

/** The error codes and their statuses, as a table a person reads. */
function errorTable(): string {
  const rows = Object.entries(ERROR_STATUS).map(([code, status]) => `| \`${code}\` | ${status} |`);
  return ["## Error codes", "", "| code | status |", "|---|---|", ...rows].join("\n");
}

const errorCode = z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]);

/** The error bodies as components, and one shared response per status they are answered with. */
function errorSchemas(components: SchemaComponents): Json {
  const error = z.object({
    message: z.string().describe("What went wrong, for a person"),
    code: errorCode.describe("Stable code; the status each code is answered with is in the table above"),
    detail: z.unknown().optional().describe("Which field or value, where it helps"),
    request_id: z.string().optional().describe("On a 500: the id of the request in the server's log"),
  });
  components.output("Error", error);
  components.output("Refusal", error.extend({ ok: z.literal(false), error: z.string().describe("The same text as message") }));
  const statuses = [...new Set(Object.values(ERROR_STATUS))].sort();
  return Object.fromEntries(
    statuses.map((status) => {
      const codes = Object.entries(ERROR_STATUS).filter(([, value]) => value === status).map(([code]) => `\`${code}\``);
      return [`Error${status}`, { description: `Refused: ${codes.join(", ")}`, content: { "application/json": { schema: ref("Error") } } }];
    }),
  );
}


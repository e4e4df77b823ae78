import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FunctionContract } from "@soundship/shared";
import type { FastifyInstance } from "fastify";
import { buildOpenApiDocument, type DocumentSources } from "./openapi-document.ts";

/** Where the description and its reference page are served. */
export const OPENAPI_PATH = "/api/openapi.json";
export const DOCS_PATH = "/api/docs";

/**
 * The API's description (OpenAPI 3.1) at /api/openapi.json and a reference page at /api/docs
 * (STYLE.md rule 15). The document is built once from the Zod contracts (openapi-document.ts) and
 * handed to @fastify/swagger as a static document: our functions share one route, so a description
 * gathered from route schemas could not tell them apart. Swagger UI is served from node_modules by
 * @fastify/swagger-ui, scripts as files (no inline code), so the pages' strict CSP holds.
 */
export async function registerOpenApi(app: FastifyInstance, sources: DocumentSources): Promise<void> {
  const { document, text } = documentFor(sources);
  await app.register(swagger, { mode: "static", specification: { document: document as never } });
  app.get(OPENAPI_PATH, (_request, reply) => {
    // Public and the same for everyone until the next deploy: caches may keep it briefly.
    reply.type("application/json; charset=utf-8").header("cache-control", "public, max-age=300").send(text);
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // The page reads the same document from /api/docs/json. No top bar (its logo is the framework's),
    // and no validator badge, which would load an image from another host.
    uiConfig: { layout: "BaseLayout", deepLinking: true, validatorUrl: null },
    theme: { title: "Soundship API" },
  });
}

interface Built {
  appId: string;
  contracts: FunctionContract[];
  document: Record<string, unknown>;
  text: string;
}

/** Documents already built, by app id and the exact contracts served: tests build many apps alike. */
const built: Built[] = [];

function documentFor(sources: DocumentSources): Built {
  const contracts = [...sources.functions.values()].map((definition) => definition.contract);
  const same = (entry: Built) => entry.appId === sources.appId && entry.contracts.length === contracts.length && entry.contracts.every((contract, index) => contract === contracts[index]);
  const known = built.find(same);
  if (known) return known;
  const document = buildOpenApiDocument(sources);
  const entry = { appId: sources.appId, contracts, document, text: JSON.stringify(document) };
  built.push(entry);
  return entry;
}

export * from "./auth-schema.ts";
export * from "./entity-schema.ts";

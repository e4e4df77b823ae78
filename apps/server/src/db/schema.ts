export * from "./auth-schema.ts";
export * from "./entity-schema.ts";
export * from "./xp-schema.ts";
export * from "./overseer-schema.ts";
export * from "./reports-schema.ts";
export * from "./live-schema.ts";
export * from "./jobs-schema.ts";
export * from "./media-schema.ts";

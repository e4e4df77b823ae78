/*
 * The pages' content security policy forbids eval (DESIGN.md section 5). Zod probes for it with
 * `new Function` as it builds its first object schema, to decide whether to compile its parsers,
 * and the browser reports that probe as a violation of the policy. Zod's `jitless` setting turns
 * the compiling off, and the probe with it; what a schema accepts stays the same. It has to be set
 * before any schema is built, so the entry sets it first, and without loading Zod itself (which the
 * first page may not need): Zod takes its settings from this global when it loads, the object that
 * `z.config()` fills (zod pull request 5889). zod-jitless.test.ts checks that Zod still reads it.
 */
const settings = ((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {});
settings.jitless = true;

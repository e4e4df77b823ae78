import { createHash } from "node:crypto";
import { parse, protocol, type PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { timestampText } from "./timestamps.ts";

/** Reads rows with a named statement; the parameters stay bound, never spliced into the text. */
export type RowReader = <Row>(text: string, params: unknown[]) => Promise<Row[]>;

const TIMESTAMPTZ_OID = 1184;
const NUMERIC_OID = 1700;

/**
 * At most this many statement texts get a name (per process; each connection prepares a name
 * the first time it runs it). Hot reads come from bounded caches (entity lists, boards), so the
 * cap is only reached by a client inventing shapes; later texts then run unnamed, as before.
 */
export const MAX_NAMED_STATEMENTS = 500;

/** Statement names by SQL text: the same text always has the same name on every connection. */
export function statementNames(max = MAX_NAMED_STATEMENTS) {
  const names = new Map<string, string>();
  return (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined || names.size >= max) return known;
    // A name is at most 63 bytes; the digest keeps two texts from ever sharing one.
    const name = `ss_${createHash("sha1").update(text).digest("hex")}`;
    names.set(text, name);
    return name;
  };
}

/**
 * A pool client that names every statement sent with parameters by its text: Drizzle's reads and
 * writes in transactions run as named statements too, so PostgreSQL parses each shape once per
 * connection instead of on every call. Statements without parameters (BEGIN, COMMIT, migrations,
 * which may hold several commands) go as before, on the simple protocol.
 */
export function namingClient(nameOf: (text: string) => string | undefined): typeof pg.Client {
  class NamingClient extends pg.Client {}
  NamingClient.prototype.query = function (this: pg.Client, config: unknown, values?: unknown, ...rest: unknown[]) {
    const statement = typeof config === "string" ? { text: config } : config;
    // Values come as the second argument (Drizzle) or in the config (db/statements.ts).
    const bound = Array.isArray(values) ? values : (statement as { values?: unknown }).values;
    const name = isUnnamedStatement(statement) && Array.isArray(bound) && bound.length > 0 ? nameOf(statement.text) : undefined;
    // The parent's query as it is now, not as it was when the pool opened: a driver-level recorder
    // installed later (test/query-plans.test.ts) sees what every open pool sends.
    const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
    // The name is the one own property of the config sent: the rest is inherited, which node-postgres
    // keeps without copying (see postgresReader), and a config that inherits its text keeps it.
    return query.call(this, name ? Object.assign(Object.create(statement as object) as object, { name }) : config, values, ...rest);
  } as typeof pg.Client.prototype.query;
  return NamingClient;
}

const isUnnamedStatement = (config: unknown): config is { text: string; name?: string } =>
  typeof config === "object" && config !== null && typeof (config as { text?: unknown }).text === "string" && !(config as { name?: unknown }).name;

/**
 * PostgreSQL: node-postgres prepares a named statement once per connection and then sends only
 * Bind/Execute, so the server neither parses nor plans the text again. Timestamps arrive as the
 * ISO 8601 text the API answers with (timestamps.ts), money as numbers.
 */
export function postgresReader(pool: pg.Pool, nameOf = statementNames()): RowReader {
  const types = {
    getTypeParser: ((oid: number, format?: "text" | "binary") => {
      if (oid === TIMESTAMPTZ_OID) return timestampText;
      if (oid === NUMERIC_OID) return Number;
      return pg.types.getTypeParser(oid, format);
    }) as typeof pg.types.getTypeParser,
  };
  // node-postgres copies a query's config with its property descriptors on every call, a cost that
  // grows with each own property (about 1.5 µs for name, text, values and types). The parts that never
  // change live in one frozen prototype per named text, which the copy keeps without copying, and the
  // values go as the second argument: the config has no own property left to copy.
  const configs = new Map<string, pg.QueryConfig>();
  const configOf = (text: string): pg.QueryConfig => {
    const known = configs.get(text);
    if (known) return Object.create(known) as pg.QueryConfig;
    const name = nameOf(text);
    const shared = Object.freeze({ name, text, types });
    // Texts past the naming cap run unnamed and are not kept either.
    if (name) configs.set(text, shared);
    return Object.create(shared) as pg.QueryConfig;
  };
  return async <Row>(text: string, params: unknown[]) => {
    const result = await pool.query<Row & pg.QueryResultRow>(configOf(text), params);
    return result.rows as Row[];
  };
}

/**
 * PGlite: its `query()` parses every text again (an unnamed statement each time), so named
 * statements are spoken in the wire protocol directly: Parse and Describe once per text, then
 * Bind, Describe, Execute and Sync, under the same locks `query()` takes.
 */
export function pgliteReader(client: PGlite): RowReader {
  const nameOf = statementNames();
  const paramTypes = new Map<string, number[]>();
  const parsers = { ...client.parsers, [TIMESTAMPTZ_OID]: timestampText };
  const run = (message: Uint8Array) => client.execProtocol(message, { syncToFs: false }).then((result) => result.messages);
  return <Row>(text: string, params: unknown[]) =>
    client._runExclusiveTransaction(() =>
      client.runExclusive(async () => {
        const name = nameOf(text) ?? "";
        const messages = [];
        try {
          let types = name ? paramTypes.get(name) : undefined;
          if (!types) {
            await run(protocol.serialize.parse({ name, text }));
            types = parse.parseDescribeStatementResults(await run(protocol.serialize.describe({ type: "S", name })));
            if (name) paramTypes.set(name, types);
          }
          const values = params.map((value, index) => {
            if (value === null || value === undefined) return null;
            const serializer = client.serializers[types[index]!];
            return serializer ? serializer(value) : String(value);
          });
          messages.push(...(await run(protocol.serialize.bind({ statement: name, values }))));
          messages.push(...(await run(protocol.serialize.describe({ type: "P" }))));
          messages.push(...(await run(protocol.serialize.execute({}))));
        } finally {
          await run(protocol.serialize.sync());
        }
        return parse.parseResults(messages, parsers)[0]!.rows as Row[];
      }),
    );
}

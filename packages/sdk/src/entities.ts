import type { EntityName, EntityRecords } from "@soundship/shared";
import { isApiName } from "./api-name.ts";
import type { EntityInput, EntityQuery, EntitySort } from "./entity-query.ts";
import type { Http, RequestOptions } from "./http.ts";

/** Operations on one entity's records; T is the record type from @soundship/shared. */
export interface EntityApi<T> {
  /** Records, optionally sorted, paged and cut down to `fields`. */
  list<F extends keyof T & string = keyof T & string>(
    sort?: EntitySort<T>, limit?: number, skip?: number, fields?: readonly F[], options?: RequestOptions,
  ): Promise<Pick<T, F>[]>;
  /** Records matching `query`, with the same sort, paging and fields as `list`. */
  filter<F extends keyof T & string = keyof T & string>(
    query: EntityQuery<T>, sort?: EntitySort<T>, limit?: number, skip?: number, fields?: readonly F[], options?: RequestOptions,
  ): Promise<Pick<T, F>[]>;
  /** One record by id. */
  get(id: string, options?: RequestOptions): Promise<T>;
  /** Creates a record and answers it as stored. */
  create(data: EntityInput<T>, options?: RequestOptions): Promise<T>;
  /** Changes the given fields of a record and answers it as stored. */
  update(id: string, data: EntityInput<T>, options?: RequestOptions): Promise<T>;
  /** Deletes a record; answers the server's body. */
  delete(id: string, options?: RequestOptions): Promise<unknown>;
  /** Deletes every record matching `query`; answers the server's body. */
  deleteMany(query: EntityQuery<T>, options?: RequestOptions): Promise<unknown>;
  /** Creates several records in one call. */
  bulkCreate(data: readonly EntityInput<T>[], options?: RequestOptions): Promise<T[]>;
  /** Uploads a CSV file of records; answers the server's body. */
  importEntities(file: Blob, options?: RequestOptions): Promise<unknown>;
  /** How many records match `query` (all when absent). */
  count(query?: EntityQuery<T>, options?: RequestOptions): Promise<number>;
}

/** One EntityApi per entity of SPEC.md section 7, typed by its record. */
export type EntitiesApi = { readonly [K in EntityName]: EntityApi<EntityRecords[K]> };

/** The operations of one entity under `${appPath}/entities/{name}`. */
export function createEntityApi<T>(http: Http, appPath: string, name: string): EntityApi<T> {
  const base = `${appPath}/entities/${encodeURIComponent(name)}`;
  const one = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return {
    list: (sort, limit, skip, fields, options) =>
      http({ method: "GET", path: base, query: pageQuery(sort, limit, skip, fields), signal: options?.signal }),
    filter: (query, sort, limit, skip, fields, options) =>
      http({ method: "GET", path: base, query: { q: JSON.stringify(query), ...pageQuery(sort, limit, skip, fields) }, signal: options?.signal }),
    get: (id, options) => http({ method: "GET", path: one(id), signal: options?.signal }),
    create: (data, options) => http({ method: "POST", path: base, body: data, signal: options?.signal }),
    update: (id, data, options) => http({ method: "PUT", path: one(id), body: data, signal: options?.signal }),
    delete: (id, options) => http({ method: "DELETE", path: one(id), signal: options?.signal }),
    deleteMany: (query, options) => http({ method: "DELETE", path: base, body: query, signal: options?.signal }),
    bulkCreate: (data, options) => http({ method: "POST", path: `${base}/bulk`, body: data, signal: options?.signal }),
    importEntities(file, options) {
      const form = new FormData();
      form.append("file", file);
      return http({ method: "POST", path: `${base}/import`, body: form, signal: options?.signal });
    },
    async count(query, options) {
      const q = query === undefined ? undefined : JSON.stringify(query);
      const answer = await http<{ count: number }>({ method: "GET", path: `${base}/count`, query: { q }, signal: options?.signal });
      return answer.count;
    },
  };
}

function pageQuery(sort?: string, limit?: number, skip?: number, fields?: readonly string[]) {
  return { sort, limit, skip, fields: fields?.join(",") };
}

/** `client.entities.<Name>`, made on first use: @soundship/shared names the entities as a type only, with no runtime list. */
export function createEntities(http: Http, appPath: string): EntitiesApi {
  const cache = new Map<string, EntityApi<unknown>>();
  return new Proxy({}, {
    get(_target, prop) {
      if (!isApiName(prop)) return undefined;
      let api = cache.get(prop);
      if (!api) cache.set(prop, (api = createEntityApi(http, appPath, prop)));
      return api;
    },
  }) as EntitiesApi;
}

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { createClient } from "./client.ts";
import { createEntityApi } from "./entities.ts";
import { createHttp } from "./http.ts";
import { json, sent, stubFetch } from "./testing/fetch-mock.ts";

const BASE = "/api/apps/soundship/entities";

afterEach(() => vi.unstubAllGlobals());

describe("entities", () => {
  it("list() sends sort, limit, skip and fields joined with commas", async () => {
    const fetchMock = stubFetch(json([]));
    await createClient().entities.Tournament.list("-created_date", 50, 100, ["id", "name", "starts_at"]);
    const { method, url } = sent(fetchMock);
    expect(method).toBe("GET");
    expect(url.pathname).toBe(`${BASE}/Tournament`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ sort: "-created_date", limit: "50", skip: "100", fields: "id,name,starts_at" });
  });

  it("list() without arguments sends no query string", async () => {
    const fetchMock = stubFetch(json([]));
    await createClient().entities.Card.list();
    expect(sent(fetchMock).url.search).toBe("");
  });

  it("filter() sends the query as JSON in q, with the paging params", async () => {
    const fetchMock = stubFetch(json([]));
    const query = { user_email: "pilot@soundship.test", amount: { $gt: 0 } };
    await createClient().entities.StardustTransaction.filter(query, "-created_date", 50);
    const { url } = sent(fetchMock);
    expect(url.pathname).toBe(`${BASE}/StardustTransaction`);
    expect(JSON.parse(url.searchParams.get("q") ?? "")).toEqual(query);
    expect(url.searchParams.get("sort")).toBe("-created_date");
    expect(url.searchParams.get("limit")).toBe("50");
    expect(url.searchParams.has("skip")).toBe(false);
  });

  it("get(), update() and delete() address the record by its encoded id", async () => {
    const fetchMock = stubFetch(json({ id: "a/b c" }), json({ id: "a/b c" }), json({ ok: true }));
    const beats = createClient().entities.Beat;

    await beats.get("a/b c");
    expect(sent(fetchMock)).toMatchObject({ method: "GET", url: { pathname: `${BASE}/Beat/a%2Fb%20c` } });

    await beats.update("a/b c", { title: "Nebula Drift" });
    expect(sent(fetchMock)).toMatchObject({ method: "PUT", url: { pathname: `${BASE}/Beat/a%2Fb%20c` } });
    expect(sent(fetchMock).json()).toEqual({ title: "Nebula Drift" });

    await beats.delete("a/b c");
    expect(sent(fetchMock)).toMatchObject({ method: "DELETE", url: { pathname: `${BASE}/Beat/a%2Fb%20c` }, body: undefined });
  });

  it("encodes the entity name", async () => {
    const fetchMock = stubFetch(json([]));
    const http = createHttp({ baseUrl: "/api", appId: "soundship", timeout: 0, getToken: () => null, originUrl: () => undefined, onErrorResponse: () => {} });
    await createEntityApi(http, "/apps/soundship", "Odd/Name").list();
    expect(sent(fetchMock).url.pathname).toBe(`${BASE}/Odd%2FName`);
  });

  it("create() POSTs the record and answers it as stored", async () => {
    const stored = { id: "v1", battle_id: "b1", submission_id: "s1", vote_power: 7 };
    const fetchMock = stubFetch(json(stored));
    await expect(createClient().entities.Vote.create({ battle_id: "b1", submission_id: "s1", vote_power: 7 })).resolves.toEqual(stored);
    expect(sent(fetchMock)).toMatchObject({ method: "POST", url: { pathname: `${BASE}/Vote` } });
    expect(sent(fetchMock).json()).toEqual({ battle_id: "b1", submission_id: "s1", vote_power: 7 });
  });

  it("deleteMany() sends DELETE on the base path with the query as its body", async () => {
    const fetchMock = stubFetch(json({ deleted: 2 }));
    await createClient().entities.Beat.deleteMany({ genre: { $in: ["trap", "drill"] } });
    const request = sent(fetchMock);
    expect(request).toMatchObject({ method: "DELETE", url: { pathname: `${BASE}/Beat`, search: "" } });
    expect(request.json()).toEqual({ genre: { $in: ["trap", "drill"] } });
  });

  it("bulkCreate() POSTs an array to /bulk", async () => {
    const fetchMock = stubFetch(json([{ id: "c1" }, { id: "c2" }]));
    const cards = [{ card_name: "Solar Flare" }, { card_name: "Black Hole" }];
    await expect(createClient().entities.Card.bulkCreate(cards)).resolves.toHaveLength(2);
    expect(sent(fetchMock)).toMatchObject({ method: "POST", url: { pathname: `${BASE}/Card/bulk` } });
    expect(sent(fetchMock).json()).toEqual(cards);
  });

  it("importEntities() POSTs multipart with a file field and lets the browser set Content-Type", async () => {
    const fetchMock = stubFetch(json({ created: 1 }));
    const file = new File(["card_name\nComet\n"], "cards.csv", { type: "text/csv" });
    await createClient().entities.Card.importEntities(file);
    const request = sent(fetchMock);
    expect(request).toMatchObject({ method: "POST", url: { pathname: `${BASE}/Card/import` } });
    expect(request.body).toBeInstanceOf(FormData);
    const part = (request.body as FormData).get("file");
    expect(part).toBeInstanceOf(File);
    expect((part as File).name).toBe("cards.csv");
    expect(request.headers.has("Content-Type")).toBe(false);
    expect(request.headers.get("X-App-Id")).toBe("soundship");
  });

  it("count() answers the number, with q only when a query is given", async () => {
    const fetchMock = stubFetch(json({ count: 12 }), json({ count: 3 }));
    const battles = createClient().entities.Battle;

    await expect(battles.count()).resolves.toBe(12);
    expect(sent(fetchMock).url.pathname).toBe(`${BASE}/Battle/count`);
    expect(sent(fetchMock).url.search).toBe("");

    await expect(battles.count({ status: "voting" })).resolves.toBe(3);
    expect(sent(fetchMock).url.searchParams.get("q")).toBe('{"status":"voting"}');
  });

  it("answers only PascalCase names, so await and matchers do not mistake it for an API", () => {
    const { entities } = createClient();
    expect(Reflect.get(entities, "then")).toBeUndefined();
    expect(Reflect.get(entities, "toJSON")).toBeUndefined();
    expect(entities.Quest).toBe(entities.Quest);
  });
});

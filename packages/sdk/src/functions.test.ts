// @vitest-environment jsdom
import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import { createClient } from "./client.ts";
import { ERR_BAD_REQUEST, SoundshipError } from "./errors.ts";
import type { FunctionResult } from "./functions.ts";
import { json, sent, stubFetch } from "./testing/fetch-mock.ts";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe("functions.invoke", () => {
  it("POSTs the payload as JSON and answers the body", async () => {
    const answer = { ok: true, players: [{ userId: "u1", username: "nova", score: 120, battlesWon: 2 }] };
    const fetchMock = stubFetch(json(answer));

    await expect(createClient().functions.invoke("getLeaderboard", { limit: 100 })).resolves.toEqual(answer);

    const request = sent(fetchMock);
    expect(request).toMatchObject({ method: "POST", url: { pathname: "/api/apps/soundship/functions/getLeaderboard" } });
    expect(request.json()).toEqual({ limit: 100 });
    expect(request.headers.get("Content-Type")).toBe("application/json");
  });

  it("sends an empty object when a plain JavaScript caller gives no payload", async () => {
    const fetchMock = stubFetch(json({ ok: true }));
    const invoke = createClient().functions.invoke as (name: string) => Promise<unknown>;
    await invoke("drawDailyCard");
    expect(sent(fetchMock).json()).toEqual({});
  });

  it("refuses a string payload without making a request", async () => {
    const fetchMock = stubFetch();
    const invoke = createClient().functions.invoke as (name: string, payload: unknown) => Promise<unknown>;

    const error = await invoke("starshipApi", "/battles?status=active").catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(SoundshipError);
    expect(error).toMatchObject({
      message: "Function starshipApi must receive an object with named parameters, received: /battles?status=active",
      code: ERR_BAD_REQUEST,
      status: undefined,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses an array payload too", async () => {
    const fetchMock = stubFetch();
    const invoke = createClient().functions.invoke as (name: string, payload: unknown) => Promise<unknown>;
    await expect(invoke("claimQuest", ["t1"])).rejects.toThrow("must receive an object");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends a fresh Idempotency-Key with each invoke", async () => {
    const fetchMock = stubFetch(json({ ok: true }), json({ ok: true }));
    const { functions } = createClient();

    await functions.invoke("claimQuest", { quest_id: "q1" });
    await functions.invoke("claimQuest", { quest_id: "q1" });

    const first = sent(fetchMock, 0).headers.get("Idempotency-Key");
    const second = sent(fetchMock, 1).headers.get("Idempotency-Key");
    expect(first).toMatch(UUID_V4);
    expect(second).toMatch(UUID_V4);
    expect(first).not.toBe(second);
  });

  it("sends the caller's Idempotency-Key when it repeats an attempt", async () => {
    const fetchMock = stubFetch(json({ ok: true }));
    await createClient().functions.invoke("claimQuest", { quest_id: "q1" }, { idempotencyKey: "first-attempt-key" });
    expect(sent(fetchMock, 0).headers.get("Idempotency-Key")).toBe("first-attempt-key");
  });

  it("rejects a refusal with SPEC.md's text and the server's code", async () => {
    stubFetch(json({ ok: false, error: "Already drew your card today!", message: "Already drew your card today!", code: "ALREADY_DRAWN" }, 409));
    await expect(createClient().functions.invoke("drawDailyCard", {})).rejects.toMatchObject({
      message: "Already drew your card today!",
      code: "ALREADY_DRAWN",
      status: 409,
      data: { ok: false, error: "Already drew your card today!" },
    });
  });

  it("encodes the function name", async () => {
    const fetchMock = stubFetch(json({ ok: true }));
    const invoke = createClient().functions.invoke as (name: string, payload: object) => Promise<unknown>;
    await invoke("odd name/x", {});
    expect(sent(fetchMock).url.pathname).toBe("/api/apps/soundship/functions/odd%20name%2Fx");
  });

  it("types a function by its shared contract's name, and refuses any other name", async () => {
    stubFetch(json({ ok: true, players: [] }));
    const { functions } = createClient();

    const board = await functions.invoke("getLeaderboard", { limit: 10 });
    expectTypeOf(board.players).toEqualTypeOf<{ userId: string; username: string; avatarUrl: string | null; score: number; battlesWon: number; rank: number }[]>();

    // Checked by the type checker (never run): a contract's required fields and field types hold at the call site.
    const misuses = () => [
      // @ts-expect-error claimQuest requires quest_id
      functions.invoke("claimQuest", {}),
      // @ts-expect-error purchaseItem takes only the shop's item ids
      functions.invoke("purchaseItem", { item_id: "free_stardust" }),
      // @ts-expect-error a payload is an object
      functions.invoke("starshipApi", "/battles?status=active"),
      // @ts-expect-error a misspelt name is no function
      functions.invoke("getLeaderbord", { limit: 10 }),
      // @ts-expect-error a name without a shared contract is no function either
      functions.invoke("someClientFunction", { any: "thing" }),
    ];
    expectTypeOf(misuses).toBeFunction();
    expectTypeOf<FunctionResult<"drawDailyCard">>().toHaveProperty("effect");
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createClient } from "./client.ts";
import { ECONNABORTED, ERR_BAD_REQUEST, ERR_BAD_RESPONSE, ERR_CANCELED, ERR_NETWORK, SoundshipError } from "./errors.ts";
import { ACCESS_TOKEN_KEY } from "./token.ts";
import { hangUntilAborted, json, sent, stubFetch } from "./testing/fetch-mock.ts";

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, "", "/quests?tab=daily");
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The error a call rejects with. */
async function failure(call: Promise<unknown>): Promise<SoundshipError> {
  const error = await call.then(
    () => { throw new Error("expected the call to fail"); },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SoundshipError);
  expect(error).toBeInstanceOf(Error);
  return error as SoundshipError;
}

describe("requests", () => {
  it("sends app id, JSON content type, the page URL and the bearer token", async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, "tok-1");
    const fetchMock = stubFetch();

    await createClient().entities.Quest.list();

    const { url, headers } = sent(fetchMock);
    expect(url.pathname).toBe("/api/apps/soundship/entities/Quest");
    expect(headers.get("X-App-Id")).toBe("soundship");
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(headers.get("X-Origin-URL")).toBe("http://localhost:3000/quests?tab=daily");
    expect(headers.get("Authorization")).toBe("Bearer tok-1");
  });

  it("sends no Authorization header without a token", async () => {
    const fetchMock = stubFetch();
    await createClient().entities.Quest.list();
    expect(sent(fetchMock).headers.has("Authorization")).toBe(false);
  });

  it("puts the server URL and app id in front of every path", async () => {
    const fetchMock = stubFetch();
    await createClient({ appId: "other app", serverUrl: "https://api.soundship.test/" }).entities.Beat.get("b1");
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("https://api.soundship.test/api/apps/other%20app/entities/Beat/b1");
    expect(sent(fetchMock).headers.get("X-App-Id")).toBe("other app");
  });

  it("takes X-Origin-URL from a given location", async () => {
    const fetchMock = stubFetch();
    await createClient({ location: { href: "https://soundship.test/Judge" } }).entities.Vote.list();
    expect(sent(fetchMock).headers.get("X-Origin-URL")).toBe("https://soundship.test/Judge");
  });

  it("resolves to the parsed body itself", async () => {
    const records = [{ id: "q1", title: "First Transmission" }];
    stubFetch(json(records));
    await expect(createClient().entities.Quest.list()).resolves.toEqual(records);
  });

  it("resolves to undefined for an empty answer", async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(createClient().entities.Quest.delete("q1")).resolves.toBeUndefined();
  });

  it("sets no timer when no timeout is configured", async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch(hangUntilAborted);
    const controller = new AbortController();
    const call = createClient().entities.Quest.list(undefined, undefined, undefined, undefined, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(vi.getTimerCount()).toBe(0);
    controller.abort();
    await expect(call).rejects.toMatchObject({ code: ERR_CANCELED });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("errors", () => {
  it("ERR_NETWORK when fetch itself fails", async () => {
    stubFetch(new TypeError("Failed to fetch"));
    const error = await failure(createClient().auth.me());
    expect(error).toMatchObject({ code: ERR_NETWORK, status: undefined, message: "Network Error", data: undefined });
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it("ECONNABORTED when the client timeout passes, and not before", async () => {
    vi.useFakeTimers();
    stubFetch(hangUntilAborted);
    const call = failure(createClient({ timeout: 50 }).auth.me());
    let settled = false;
    void call.finally(() => (settled = true));

    await vi.advanceTimersByTimeAsync(49);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect(await call).toMatchObject({ code: ECONNABORTED, status: undefined, message: "timeout of 50ms exceeded" });
  });

  it("ERR_CANCELED when the caller's signal aborts", async () => {
    stubFetch(hangUntilAborted);
    const controller = new AbortController();
    const call = failure(createClient({ timeout: 5000 }).auth.me({ signal: controller.signal }));
    controller.abort();
    expect(await call).toMatchObject({ code: ERR_CANCELED, message: "Request canceled" });
  });

  it("ERR_CANCELED without any request when the signal is already aborted", async () => {
    const fetchMock = stubFetch();
    const error = await failure(createClient().auth.me({ signal: AbortSignal.abort() }));
    expect(error.code).toBe(ERR_CANCELED);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("ECONNABORTED when the browser aborts the request on its own", async () => {
    stubFetch(new DOMException("The user aborted a request.", "AbortError"));
    expect(await failure(createClient().auth.me())).toMatchObject({ code: ECONNABORTED, message: "Request aborted" });
  });

  it("takes message, code and data from a 4xx body", async () => {
    const body = { ok: false, error: "Reward already claimed", message: "Reward already claimed", code: "ALREADY_CLAIMED" };
    stubFetch(json(body, 409));
    const error = await failure(createClient().functions.invoke("claimQuest", { quest_id: "q1" }));
    expect(error).toMatchObject({ message: "Reward already claimed", status: 409, code: "ALREADY_CLAIMED", data: body });
  });

  it("falls back to a string detail when there is no message", async () => {
    stubFetch(json({ detail: "limit must be at most 500" }, 400));
    const error = await failure(createClient().entities.Quest.list(undefined, 900));
    expect(error).toMatchObject({ message: "limit must be at most 500", status: 400, code: ERR_BAD_REQUEST });
  });

  it("stringifies a detail that is not a string", async () => {
    const detail = { field: "sort", reason: "unknown field" };
    stubFetch(json({ detail }, 422));
    const error = await failure(createClient().entities.Quest.list("-nope"));
    expect(error.message).toBe(JSON.stringify(detail));
    expect(error.data).toEqual({ detail });
  });

  it("ERR_BAD_REQUEST with the status text for a 4xx without a body", async () => {
    stubFetch(new Response(null, { status: 404 }));
    const error = await failure(createClient().entities.Quest.get("missing"));
    expect(error).toMatchObject({ message: "Request failed with status code 404", status: 404, code: ERR_BAD_REQUEST });
  });

  it("ERR_BAD_RESPONSE for a 5xx without a code, keeping its message", async () => {
    stubFetch(json({ message: "Something went wrong on our side" }, 500));
    const error = await failure(createClient().auth.me());
    expect(error).toMatchObject({ message: "Something went wrong on our side", status: 500, code: ERR_BAD_RESPONSE });
  });

  it("keeps the server's code on a 5xx", async () => {
    stubFetch(json({ message: "Something went wrong on our side", code: "INTERNAL", request_id: "r-1" }, 500));
    const error = await failure(createClient().auth.me());
    expect(error).toMatchObject({ code: "INTERNAL", data: { request_id: "r-1" } });
  });

  it("ERR_BAD_RESPONSE with the raw text for a non-JSON error page", async () => {
    stubFetch(new Response("<html>Bad Gateway</html>", { status: 502 }));
    const error = await failure(createClient().auth.me());
    expect(error).toMatchObject({ message: "Request failed with status code 502", status: 502, code: ERR_BAD_RESPONSE, data: "<html>Bad Gateway</html>" });
  });

  it("ERR_BAD_RESPONSE for a 2xx whose body is not JSON", async () => {
    stubFetch(new Response("<!doctype html><title>Soundship</title>", { status: 200 }));
    const error = await failure(createClient().entities.Quest.list());
    expect(error).toMatchObject({ status: 200, code: ERR_BAD_RESPONSE, data: "<!doctype html><title>Soundship</title>" });
    expect(error.message).toBe("The server answered with a body that is not JSON");
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createClient } from "./client.ts";
import { memoryStorage } from "./environment.ts";
import { ACCESS_TOKEN_KEY } from "./token.ts";
import { sent, stubFetch } from "./testing/fetch-mock.ts";

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, "", "/");
});
afterEach(() => window.history.replaceState(null, "", "/"));

describe("access token", () => {
  it("moves a token from the URL into localStorage and strips only that param", () => {
    window.history.replaceState(null, "", "/vault?tab=ledger&access_token=tok-url&page=2#latest");

    const client = createClient();

    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe("tok-url");
    expect(client.getToken()).toBe("tok-url");
    expect(window.location.href).toBe("http://localhost:3000/vault?tab=ledger&page=2#latest");
  });

  it("leaves no dangling '?' when the token was the only param", () => {
    window.history.replaceState(null, "", "/quests?access_token=tok-url");
    createClient();
    expect(window.location.href).toBe("http://localhost:3000/quests");
  });

  it("prefers a token handed over in the URL to an older stored one", () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, "tok-old");
    window.history.replaceState(null, "", "/?access_token=tok-new");
    expect(createClient().getToken()).toBe("tok-new");
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe("tok-new");
  });

  it("reads the token from localStorage when the URL has none", async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, "tok-stored");
    const fetchMock = stubFetch();

    const client = createClient();
    await client.auth.me();

    expect(client.getToken()).toBe("tok-stored");
    expect(sent(fetchMock).headers.get("Authorization")).toBe("Bearer tok-stored");
    expect(window.location.href).toBe("http://localhost:3000/");
  });

  it("has no token when neither the URL nor storage holds one", () => {
    const client = createClient();
    expect(client.getToken()).toBeNull();
    expect(client.auth.hasToken()).toBe(false);
  });

  it("setToken writes through to storage and null removes it", () => {
    const client = createClient();
    client.setToken("tok-set");
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe("tok-set");
    client.setToken(null);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(client.getToken()).toBeNull();
  });

  it("uses the storage it is given instead of localStorage", () => {
    const storage = memoryStorage();
    storage.setItem(ACCESS_TOKEN_KEY, "tok-mem");
    const client = createClient({ storage });
    expect(client.getToken()).toBe("tok-mem");
    client.setToken("tok-next");
    expect(storage.getItem(ACCESS_TOKEN_KEY)).toBe("tok-next");
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it("keeps working in memory when storage throws", () => {
    const broken = {
      getItem: () => { throw new Error("SecurityError"); },
      setItem: () => { throw new Error("QuotaExceededError"); },
      removeItem: () => { throw new Error("SecurityError"); },
    };
    const client = createClient({ storage: broken });
    expect(client.getToken()).toBeNull();
    client.setToken("tok-mem");
    expect(client.getToken()).toBe("tok-mem");
  });
});

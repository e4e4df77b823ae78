// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { createClient } from "./client.ts";
import { json, sent, stubFetch } from "./testing/fetch-mock.ts";
import { ACCESS_TOKEN_KEY } from "./token.ts";

afterEach(() => vi.unstubAllGlobals());

describe("live.streamUrl", () => {
  it("mints a ticket with the session and builds a stream address that carries the ticket, never the token", async () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, "secret-access-token-123456");
    const fetchMock = stubFetch(json({ ticket: "t.sig", expires_in: 60 }));
    const url = await createClient().live.streamUrl(["b1", "b2"]);
    const request = sent(fetchMock);
    expect(request).toMatchObject({ method: "POST", url: { pathname: "/api/apps/soundship/live/ticket" } });
    expect(request.headers.get("Authorization")).toBe("Bearer secret-access-token-123456");
    expect(url).toBe("/api/apps/soundship/live?ticket=t.sig&battles=b1%2Cb2");
    expect(url).not.toContain("secret-access-token");
    stubFetch(json({ ticket: "u.sig", expires_in: 60 }));
    expect(await createClient().live.streamUrl()).toBe("/api/apps/soundship/live?ticket=u.sig&battles=all");
    window.localStorage.removeItem(ACCESS_TOKEN_KEY);
  });
});

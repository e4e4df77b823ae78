import { describe, expect, it } from "vitest";
import { checkAvatarUrl } from "./avatar-url.ts";

const production = { env: "production", appId: "soundship", publicUrl: "https://soundship.example" } as const;
const development = { env: "development", appId: "soundship", publicUrl: "http://localhost:3000" } as const;

describe("avatar_url", () => {
  it.each([
    ["https://cdn.example/pilots/nova.png", production],
    ["HTTPS://cdn.example/nova.png", production],
    ["/api/apps/soundship/files/4f1c2b9e.png", production],
    ["https://soundship.example/api/apps/soundship/files/4f1c2b9e.png", production],
    ["http://localhost:3000/api/apps/soundship/files/4f1c2b9e.png", development],
    ["http://cdn.example/nova.png", development],
  ] as const)("accepts %s", (url, config) => {
    expect(checkAvatarUrl(url, config)).toBe(url);
  });

  it.each([
    ["javascript:alert(1)", production],
    ["JavaScript:alert(document.cookie)", development],
    ["data:image/svg+xml,<svg onload=alert(1)>", production],
    ["vbscript:msgbox(1)", production],
    ["http://cdn.example/nova.png", production],
    ["ftp://cdn.example/nova.png", production],
    ["//evil.example/nova.png", production],
    ["/api/apps/other-app/files/4f1c2b9e.png", production],
    ["/etc/passwd", production],
    ["http://soundship.example/api/apps/soundship/files/4f1c2b9e.png", production],
  ] as const)("refuses %s with a 400 naming the field", (url, config) => {
    expect(() => checkAvatarUrl(url, config)).toThrow(expect.objectContaining({ status: 400, message: expect.stringContaining("avatar_url") }));
  });
});

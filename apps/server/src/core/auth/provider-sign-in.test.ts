import { describe, expect, it } from "vitest";
import { loginPageWithError, returnWithToken } from "./provider-sign-in.ts";

describe("where a provider's sign-in ends", () => {
  const base = "https://soundship.example";

  it("returns to a page of this app with the token, like the login page", () => {
    expect(returnWithToken(base, "/StardustShop?tab=items", "t0k")).toBe(`${base}/StardustShop?tab=items&access_token=t0k`);
    expect(returnWithToken(base, `${base}/Vault`, "t0k")).toBe(`${base}/Vault?access_token=t0k`);
    expect(returnWithToken(base, undefined, "t0k")).toBe(`${base}/?access_token=t0k`);
  });

  it("never hands the token to another site, nor back to the login page", () => {
    expect(returnWithToken(base, "https://elsewhere.example/steal", "t0k")).toBe(`${base}/?access_token=t0k`);
    expect(returnWithToken(base, "//elsewhere.example/steal", "t0k")).toBe(`${base}/?access_token=t0k`);
    expect(returnWithToken(base, "/login/", "t0k")).toBe(`${base}/?access_token=t0k`);
  });

  it("goes back to the login page with the reason otherwise", () => {
    expect(loginPageWithError(base, "/Vault", "banned")).toBe(`${base}/login?from_url=%2FVault&error=banned`);
  });
});

import { PLATFORM_MESSAGES } from "@soundship/shared";
import { createPilot, expect, mainNav, test, uniqueEmail } from "./fixtures";

test.describe("login page", () => {
  test("an unauthenticated visit signs up and comes back to the page asked for, without the token in the URL", async ({ page }) => {
    await page.goto("/QuestBay");

    await expect(page).toHaveURL(/\/login\?/);
    const loginUrl = new URL(page.url());
    expect(loginUrl.searchParams.get("from_url")).toMatch(/\/QuestBay$/);
    expect(loginUrl.searchParams.get("app_id")).toBe("soundship");

    await page.getByRole("tab", { name: "Create account" }).click();
    await page.getByLabel("Name").fill("Vega Stone");
    await page.getByLabel("Email").fill(uniqueEmail("signup"));
    await page.getByLabel("Password").fill("a-long-enough-password");
    await page.getByRole("button", { name: "Create account" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Quest Bay" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/QuestBay");
    await expect(page).not.toHaveURL(/access_token/);
    await expect(page.getByText("Vega Stone")).toBeVisible();

    // The session outlives the hand-over: a reload stays signed in.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Quest Bay" })).toBeVisible();
  });

  test("an existing pilot signs in and lands on the Dashboard by default", async ({ page, request }) => {
    const pilot = await createPilot(request, "Orion Vale");
    await page.goto("/login");
    await page.getByLabel("Email").fill(pilot.email);
    await page.getByLabel("Password").fill(pilot.password);
    await page.getByRole("button", { name: "Sign in" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Command Center" })).toBeVisible();
    await expect(page.getByText("Welcome aboard, Orion Vale")).toBeVisible();
    await expect(page).not.toHaveURL(/access_token/);
  });

  test("a wrong password is answered on the form", async ({ page, request }) => {
    const pilot = await createPilot(request);
    await page.goto("/login");
    await page.getByLabel("Email").fill(pilot.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();

    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    await expect(page).toHaveURL(/\/login/);
    // The email stays, so only the password has to be typed again.
    await expect(page.getByLabel("Email")).toHaveValue(pilot.email);
  });

  test("a taken email is answered on the form", async ({ page, request }) => {
    const pilot = await createPilot(request);
    await page.goto("/login");
    await page.getByRole("tab", { name: "Create account" }).click();
    await page.getByLabel("Name").fill("Second Pilot");
    await page.getByLabel("Email").fill(pilot.email);
    await page.getByLabel("Password").fill("another-long-password");
    await page.getByRole("button", { name: "Create account" }).click();

    await expect(page.getByRole("alert")).toHaveText("An account with this email already exists");
  });

  test("a weak password is answered on the form", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("tab", { name: "Create account" }).click();
    await page.getByLabel("Name").fill("Short Key");
    await page.getByLabel("Email").fill(uniqueEmail());
    await page.getByLabel("Password").fill("short");
    await page.getByRole("button", { name: "Create account" }).click();

    // The shared sign-up schema answers in the browser, on the field itself, which takes the focus.
    await expect(page.getByLabel("Password")).toBeFocused();
    await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Password")).toHaveAccessibleDescription(/Password must be at least 8 characters/);
  });

  test("the rate limit is answered on the form", async ({ page }) => {
    // Reaching the real limit would throttle the rest of the suite, so the server's 429 answer is stubbed.
    await page.route("**/api/apps/soundship/auth/login", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({ message: "Too many attempts. Wait a minute and try again", code: "RATE_LIMITED" }),
      }),
    );
    await page.goto("/login");
    await page.getByLabel("Email").fill(uniqueEmail());
    await page.getByLabel("Password").fill("whatever-password");
    await page.getByRole("button", { name: "Sign in" }).click();

    await expect(page.getByRole("alert")).toHaveText("Too many attempts. Wait a minute and try again");
  });

  test("an unverified address is refused with the way to get a new link", async ({ page, request }) => {
    const pilot = await createPilot(request);
    // This server does not require verification (REQUIRE_EMAIL_VERIFICATION); the refusal it would send is stubbed.
    await page.route("**/api/apps/soundship/auth/login", (route) =>
      route.fulfill({ status: 403, contentType: "application/json", body: JSON.stringify({ message: PLATFORM_MESSAGES.emailNotVerified, code: "EMAIL_NOT_VERIFIED" }) }),
    );
    await page.goto("/login");
    await page.getByLabel("Email").fill(pilot.email);
    await page.getByLabel("Password").fill(pilot.password);
    await page.getByRole("button", { name: "Sign in" }).click();

    await expect(page.getByRole("alert")).toHaveText(PLATFORM_MESSAGES.emailNotVerified);
    await page.getByRole("button", { name: "Send a new verification link" }).click();
    await expect(page.getByRole("status").filter({ hasText: PLATFORM_MESSAGES.verificationSent })).toBeVisible();
  });

  test("forgot password sends a reset link and says so", async ({ page, request }) => {
    const pilot = await createPilot(request);
    await page.goto("/login");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Forgot Password" })).toBeVisible();
    await page.getByLabel("Email").fill(pilot.email);
    await page.getByRole("button", { name: "Send reset link" }).click();

    await expect(page.getByRole("status")).toContainText(`If an account exists for ${pilot.email}, a reset link is on its way.`);
    await page.getByRole("button", { name: "Back to sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Pilot Login" })).toBeVisible();
  });

  test("a reset link opens the new-password form and drops the token from the address bar", async ({ page }) => {
    await page.goto("/login?reset_token=not-a-real-token");
    await expect(page.getByRole("heading", { level: 1, name: "Choose a New Password" })).toBeVisible();
    await expect(page).not.toHaveURL(/reset_token/);

    await page.getByLabel("New password", { exact: true }).fill("brand-new-password");
    await page.getByLabel("Confirm new password").fill("brand-new-password");
    await page.getByRole("button", { name: "Set new password" }).click();
    // A made-up token is refused by the server, and the form says so instead of failing silently.
    await expect(page.getByRole("alert")).not.toBeEmpty();
  });
});

test.describe("sign-in polish", () => {
  test("a new pilot from the front door lands on the Command Deck", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/login\?/);
    await page.getByRole("tab", { name: "Create account" }).click();
    await page.getByLabel("Name").fill("Lyra Nova");
    await page.getByLabel("Email").fill(uniqueEmail("newcomer"));
    await page.getByLabel("Password").fill("a-long-enough-password");
    await page.getByRole("button", { name: "Create account" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Command Center" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/Dashboard");
  });

  test("/login while signed in goes back to the ship", async ({ page, openAsPilot }) => {
    await openAsPilot("/Leaderboard");
    await page.goto("/login?from_url=%2FStardustShop&app_id=soundship");
    await expect(page.getByRole("heading", { level: 1, name: "Stardust Shop" })).toBeVisible();
    await expect(page).not.toHaveURL(/access_token/);

    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Command Center" })).toBeVisible();
  });

  test("after a password reset the e-mail is filled in, and the notice goes with the next attempt", async ({ page, request }) => {
    const pilot = await createPilot(request);
    await page.goto("/login");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await page.getByLabel("Email").fill(pilot.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status")).toContainText("a reset link is on its way");

    // The mailed token is not readable from here: the server's answer to a valid one is stubbed.
    await page.route("**/api/apps/soundship/auth/reset-password", (route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":true}' }));
    await page.goto("/login?reset_token=mailed-token");
    await page.getByLabel("New password", { exact: true }).fill("brand-new-password");
    await page.getByLabel("Confirm new password").fill("brand-new-password");
    await page.getByRole("button", { name: "Set new password" }).click();

    await expect(page.getByText("Password changed. Sign in with your new password.")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(pilot.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    await expect(page.getByText("Password changed. Sign in with your new password.")).toHaveCount(0);
  });
});

test("a token the server no longer accepts leads to the login page, which then brings the pilot back", async ({ page, request }) => {
  await page.goto("/StardustShop?access_token=not-a-session");
  await expect(page).toHaveURL(/\/login\?/);
  expect(new URL(page.url()).searchParams.get("from_url")).toMatch(/\/StardustShop$/);

  const pilot = await createPilot(request);
  await page.getByLabel("Email").fill(pilot.email);
  await page.getByLabel("Password").fill(pilot.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Stardust Shop" })).toBeVisible();
});

test("signing out ends the session and returns to the login page", async ({ page, pilot, openAsPilot, request }) => {
  await openAsPilot("/Leaderboard");
  await expect(mainNav(page)).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();

  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByRole("heading", { level: 1, name: "Pilot Login" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("soundship_access_token"))).toBeNull();

  // The old token no longer opens the ship: the server ended the session, not just the browser.
  const me = await request.get("/api/apps/soundship/entities/User/me", {
    headers: { Authorization: `Bearer ${pilot.token}` },
  });
  expect(me.status()).toBe(401);

  await page.goto("/Leaderboard");
  await expect(page).toHaveURL(/\/login\?/);
});

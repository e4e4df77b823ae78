import { PLATFORM_MESSAGES, RULE_MESSAGES } from "@soundship/shared";
import { expect, test } from "./fixtures";

// Settings on a phone: every step here also proves the page works at 390 px.
test.use({ viewport: { width: 390, height: 844 } });

/** A 2×2 PNG, as an image editor would save it. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAABAAAAAQBPJcTWAAAAEElEQVR4nGMwDl0JRAwQCgAfkgTF04TPjgAAAABJRU5ErkJggg==", "base64");

const fitsThePhone = async (page: import("@playwright/test").Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test("a pilot renames themself and picks a timezone by keyboard, sees both kept, and is told when the zone may change again", async ({ page, pilot, openAsPilot }) => {
  await openAsPilot("/Settings");
  const profile = page.getByRole("form", { name: "Profile" });
  const name = profile.getByLabel("Display name");
  const zone = profile.getByRole("combobox", { name: "Timezone" });
  await expect(name).toHaveValue(pilot.fullName);
  await expect(zone).toHaveValue("UTC");

  await name.focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("Nova Prime");
  await page.keyboard.press("Tab");
  await expect(zone).toBeFocused();
  // The browser's own select types ahead to the zone.
  await page.keyboard.type("Asia/Tokyo");
  await expect(zone).toHaveValue("Asia/Tokyo");
  await expect(profile.getByText(/^It is \d\d:\d\d there now/)).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(profile.getByRole("button", { name: "Save profile" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Profile saved")).toBeVisible();
  await fitsThePhone(page);

  await page.reload();
  await expect(name).toHaveValue("Nova Prime");
  await expect(zone).toHaveValue("Asia/Tokyo");

  // A second move within 7 days is refused on the field, saying from when it may change.
  await zone.selectOption("Europe/Lisbon");
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(profile.getByText(`${RULE_MESSAGES.timezoneTooSoon}. You can change it again from `)).toBeVisible();
  await expect(zone).toHaveAttribute("aria-invalid", "true");
  await fitsThePhone(page);
});

test("a pilot chooses a picture, sees it as their avatar, and removes it", async ({ page, openAsPilot }) => {
  await openAsPilot("/Settings");
  const card = page.getByRole("region", { name: "Profile", exact: true });
  await card.getByLabel("Profile picture").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByText("Picture saved")).toBeVisible();
  await expect(card.locator("img")).toHaveAttribute("src", /\/api\/apps\/soundship\/files\/[0-9a-f-]+\.png$/);
  expect(await card.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);

  // Not a picture: refused before it is sent.
  await card.getByLabel("Profile picture").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(card.getByText("Choose a PNG, JPEG or WebP picture")).toBeVisible();

  await card.getByRole("button", { name: "Remove picture" }).click();
  await expect(page.getByText("Picture removed")).toBeVisible();
  await expect(card.locator("img")).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Remove picture" })).toHaveCount(0);
});

test("a pilot changes the password, stays signed in, and signs in again with the new one only", async ({ page, browser, request, pilot, openAsPilot }) => {
  // Four password checks on the server, each deliberately slow to compute, and a second browser: on
  // a busy machine this outlasts the default timeout.
  test.slow();
  const newPassword = "a-brand-new-orbit-9";
  await openAsPilot("/Settings");
  const form = page.getByRole("form", { name: "Change password" });
  await form.getByLabel("Current password").fill("not-my-password");
  await form.getByLabel("New password", { exact: true }).fill(newPassword);
  await form.getByLabel("Confirm new password").fill(newPassword);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText(PLATFORM_MESSAGES.wrongCurrentPassword)).toBeVisible();
  await expect(form.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("Current password").fill(pilot.password);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText(PLATFORM_MESSAGES.passwordChanged)).toBeVisible();
  await expect(form.getByLabel("Current password")).toHaveValue("");
  // Still signed in here: the page keeps answering.
  await expect(page.getByRole("region", { name: "E-mail address" }).getByText(pilot.email)).toBeVisible();

  const old = await request.post("/api/apps/soundship/auth/login", { data: { email: pilot.email, password: pilot.password } });
  expect(old.status()).toBe(401);
  const elsewhere = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await elsewhere.goto("/login?from_url=%2FSettings&app_id=soundship");
  await elsewhere.getByLabel("Email").fill(pilot.email);
  await elsewhere.getByLabel("Password").fill(newPassword);
  await elsewhere.getByRole("button", { name: "Sign in" }).click();
  await expect(elsewhere.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await elsewhere.context().close();
});

test("a pilot asks for a new verification link and to move to a new address, and is told to confirm from the mail", async ({ page, pilot, openAsPilot }) => {
  await openAsPilot("/Settings");
  const card = page.getByRole("region", { name: "E-mail address" });
  await expect(card.getByText(pilot.email)).toBeVisible();
  await expect(card.getByText("Not verified")).toBeVisible();
  await card.getByRole("button", { name: "Send a new verification link" }).click();
  await expect(card.getByText(PLATFORM_MESSAGES.verificationSent)).toBeVisible();

  const field = card.getByLabel("New e-mail address");
  await field.fill(pilot.email);
  await field.press("Enter");
  await expect(card.getByText("That is already your address")).toBeVisible();

  const next = `moved-${pilot.email}`;
  await field.fill(next);
  await field.press("Enter");
  await expect(card.getByText(PLATFORM_MESSAGES.emailChangeSent)).toBeVisible();
  await expect(field).toHaveValue("");
  // Nothing changes until the link is followed.
  await expect(card.getByText(pilot.email)).toBeVisible();
  await fitsThePhone(page);
});

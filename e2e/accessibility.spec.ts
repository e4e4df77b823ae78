import { allViolations, expect, seriousViolations, test } from "./fixtures";
import { uploadWav } from "./api-uploads";

test("the scan finds what it is there to find: an unnamed image, faint text, an unlabelled box, and content outside any landmark", async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Planted</title></head><body>
    <main><h1>Planted</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    <p style="color:#777;background:#888">Faint text</p><input type="text"></main>
    <div>Outside every landmark</div></body></html>`);
  const all = await allViolations(page);
  expect(all.map((violation) => violation.id).sort()).toEqual(["color-contrast", "image-alt", "label", "region"]);
  // The moderate one (content outside a landmark) is left out of the serious and critical ones.
  expect((await seriousViolations(page)).map((violation) => violation.id).sort()).toEqual(["color-contrast", "image-alt", "label"]);
  expect(all.find((violation) => violation.id === "color-contrast")?.nodes).toEqual(["p"]);
});

test("the login page has no serious or critical violations", async ({ page }) => {
  await page.goto("/login?from_url=%2F&app_id=soundship");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("tab", { name: "Create account" }).click();
  await expect(page.getByLabel("Name")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the shell has no serious or critical violations, expanded and collapsed", async ({ page, openAsPilot }) => {
  await openAsPilot("/QuestBay");
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the shell and its open panel have no serious or critical violations", async ({ page, openAsPilot }) => {
    await openAsPilot("/");
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Open navigation" }).click();
    await expect(page.getByRole("dialog", { name: "Navigation" })).toBeVisible();
    // Let the slide-in finish, so contrast is measured on the panel at rest.
    await page.waitForTimeout(600);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the library's allowance, player, edit form and delete confirmation have no serious violations", async ({ page, pilot, request, openAsPilot }) => {
      test.slow();
      await uploadWav(request, pilot, "Axe Orbit", 3);
      await openAsPilot("/TransmissionBay");
      const track = page.getByRole("listitem", { name: "Axe Orbit" });
      await expect(track.getByRole("slider", { name: "Seek Axe Orbit" })).toBeVisible();
      await expect(page.getByRole("status", { name: "Upload allowance" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await track.getByRole("button", { name: "Edit Axe Orbit" }).click();
      await track.getByRole("button", { name: "Cancel" }).scrollIntoViewIfNeeded();
      expect(await seriousViolations(page)).toEqual([]);
      await track.getByRole("button", { name: "Cancel" }).click();
      await track.getByRole("button", { name: "Delete Axe Orbit" }).click();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("the Vault with its Welcome bonus and the card countdown have no serious violations", async ({ page, openAsPilot }) => {
      test.slow();
      await openAsPilot("/StardustVault");
      await expect(page.getByText("Welcome bonus")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto("/LuckCardDraw");
      await page.getByRole("button", { name: "DRAW CARD" }).click();
      await page.getByRole("button", { name: "Return to Deck" }).click();
      await expect(page.getByText(/in \d+h \d{2}m \d{2}s/)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

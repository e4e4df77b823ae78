import type { Page } from "@playwright/test";
import { wav } from "../apps/server/test/helpers/media-files.ts";
import { expect, test } from "./fixtures";
import { uploadWav } from "./api-uploads";

/** Counts the calls of one backend function the page makes from now on. */
function countCalls(page: Page, name: string): () => number {
  let calls = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.endsWith(`/functions/${name}`)) calls++;
  });
  return () => calls;
}

// A double click arrives faster than a mutation reports itself pending: every button that changes
// something goes through one guard (useAction), so each of these sends one request and shows one toast.

test("a double click on Purchase, then on Pay, buys once", async ({ page, openAsPilot }) => {
  await openAsPilot("/StardustShop");
  const calls = countCalls(page, "purchaseItem");
  await page.getByRole("button", { name: "Purchase Battle Boost" }).dblclick();
  await page.getByRole("dialog", { name: "Buy Battle Boost?" }).getByRole("button", { name: "Pay 50 SD" }).dblclick();
  await expect(page.getByText("Purchased Battle Boost!")).toHaveCount(1);
  await expect(page.getByRole("link", { name: "50 SD, Stardust balance" })).toBeVisible();
  expect(calls()).toBe(1);
});

test("a double click on Claim claims once", async ({ page, openAsPilot }) => {
  await openAsPilot("/QuestBay");
  const calls = countCalls(page, "claimQuest");
  await page.getByRole("button", { name: "Claim Daily Docking" }).dblclick();
  await expect(page.getByText("+10 Stardust collected!")).toHaveCount(1);
  expect(calls()).toBe(1);
});

test("a double click on DRAW CARD draws once", async ({ page, openAsPilot }) => {
  await openAsPilot("/LuckCardDraw");
  const calls = countCalls(page, "drawDailyCard");
  await page.getByRole("button", { name: "DRAW CARD" }).dblclick();
  await expect(page.getByRole("button", { name: "Return to Deck" })).toBeVisible();
  await expect(page.getByText("Already drew your card today!")).toHaveCount(0);
  expect(calls()).toBe(1);
});

test("a double click on Launch Transmission sends once, and on Confirm delete deletes once", async ({ page, pilot, request, openAsPilot }) => {
  await uploadWav(request, pilot, "Keep Me");
  await openAsPilot("/TransmissionBay");
  const links = countCalls(page, "createUploadUrl");
  await page.getByLabel("File").setInputFiles({ name: "twice.wav", mimeType: "audio/wav", buffer: wav(1) });
  await page.getByLabel("Title").fill("Twice Pressed");
  await page.getByRole("button", { name: "Launch Transmission" }).dblclick();
  await expect(page.getByText("Transmission successful! 🚀")).toHaveCount(1);
  await expect(page.getByRole("listitem", { name: "Twice Pressed" })).toHaveCount(1);
  expect(links()).toBe(1);

  const deletes = countCalls(page, "deleteTransmission");
  const track = page.getByRole("listitem", { name: "Twice Pressed" });
  await track.getByRole("button", { name: "Delete Twice Pressed" }).click();
  await track.getByRole("button", { name: "Confirm delete" }).dblclick();
  await expect(page.getByText("Transmission deleted")).toHaveCount(1);
  await expect(page.getByRole("listitem", { name: "Twice Pressed" })).toHaveCount(0);
  expect(deletes()).toBe(1);
});

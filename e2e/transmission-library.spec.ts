import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { beatSchema, type Beat } from "@soundship/shared";
import { mp4, wav } from "../apps/server/test/helpers/media-files.ts";
import { expect, test, type Pilot } from "./fixtures";
import { uploadWav } from "./api-uploads";
import { recordsReply } from "./function-stubs";

const track = (page: Page, title: string) => page.getByRole("listitem", { name: title });
/** Where a track's audio is once its last seek has finished (null while it is still seeking). */
const currentTime = (page: Page, title: string) =>
  track(page, title).locator("audio").evaluate((audio: HTMLAudioElement) => (audio.seeking ? null : audio.currentTime));

test("after an upload focus is on the new track; after a delete on the next one", async ({ page, pilot, request, openAsPilot }) => {
  await uploadWav(request, pilot, "Older Orbit");
  await openAsPilot("/TransmissionBay");
  await page.getByLabel("File").setInputFiles({ name: "fresh.wav", mimeType: "audio/wav", buffer: wav(1) });
  await page.getByLabel("Title").fill("Fresh Signal");
  await page.getByRole("button", { name: "Launch Transmission" }).click();
  await expect(track(page, "Fresh Signal")).toBeFocused();
  await expect(track(page, "Fresh Signal")).toContainText("16 KB");

  await track(page, "Fresh Signal").getByRole("button", { name: "Delete Fresh Signal" }).click();
  await expect(track(page, "Fresh Signal").getByRole("button", { name: "Keep" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(track(page, "Fresh Signal")).toHaveCount(0);
  await expect(track(page, "Older Orbit")).toBeFocused();

  // The last one gone, focus goes to the library's heading.
  await track(page, "Older Orbit").getByRole("button", { name: "Delete Older Orbit" }).click();
  await track(page, "Older Orbit").getByRole("button", { name: "Confirm delete" }).click();
  await expect(page.getByRole("heading", { name: "My Transmissions" })).toBeFocused();
});

test("the original a pilot uploaded downloads from its card, byte for byte", async ({ page, pilot, request, openAsPilot }) => {
  await uploadWav(request, pilot, "Keep Sake", 2);
  await openAsPilot("/TransmissionBay");
  const link = track(page, "Keep Sake").getByRole("link", { name: "Download the original of Keep Sake" });
  await expect(link).toHaveAttribute("download", "");
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const saved = await download.path();
  expect(readFileSync(saved).equals(wav(2))).toBe(true);
});

test("Escape closes the delete confirmation and focus returns to Delete", async ({ page, pilot, request, openAsPilot }) => {
  await uploadWav(request, pilot, "Stay Put");
  await openAsPilot("/TransmissionBay");
  const item = track(page, "Stay Put");
  await item.getByRole("button", { name: "Delete Stay Put" }).click();
  await expect(item.getByRole("button", { name: "Confirm delete" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(item.getByRole("button", { name: "Confirm delete" })).toHaveCount(0);
  await expect(item.getByRole("button", { name: "Delete Stay Put" })).toBeFocused();
});

test("the player shows elapsed and total time, seeks by keyboard and plays with Space", async ({ page, pilot, request, openAsPilot }) => {
  const { id } = await uploadWav(request, pilot, "Long Haul", 12);
  // The preview in place before the page opens: arriving between two keys, it would change the
  // player's source under them (the test below covers that change).
  await processedTrack(request, pilot, id);
  await openAsPilot("/TransmissionBay");
  const item = track(page, "Long Haul");
  await expect(item.getByText("0:00 / 0:12")).toBeVisible();
  const seek = item.getByRole("slider", { name: "Seek Long Haul" });
  await expect(seek).toHaveAttribute("aria-valuemax", "12");

  await seek.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => currentTime(page, "Long Haul")).toBe(5);
  await expect(seek).toHaveAttribute("aria-valuenow", "5");
  await expect(seek).toHaveAttribute("aria-valuetext", "0:05 of 0:12");
  await expect(item.getByText("0:05 / 0:12")).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect.poll(() => currentTime(page, "Long Haul")).toBe(0);
  await page.keyboard.press("End");
  await expect.poll(() => currentTime(page, "Long Haul")).toBe(12);
  await page.keyboard.press("Home");
  await expect.poll(() => currentTime(page, "Long Haul")).toBe(0);
  await expect(seek).toHaveAttribute("aria-valuenow", "0");

  await page.keyboard.press(" ");
  await expect(item.getByRole("button", { name: "Pause Long Haul" })).toBeVisible();
  await expect.poll(() => currentTime(page, "Long Haul")).toBeGreaterThan(0);
  await page.keyboard.press(" ");
  await expect(item.getByRole("button", { name: "Play Long Haul" })).toBeVisible();
});

/** A track once the server has processed it (its preview made). */
async function processedTrack(request: APIRequestContext, pilot: Pilot, id: string): Promise<Beat> {
  let track: Beat | undefined;
  await expect.poll(async () => {
    const reply = await request.get(`/api/apps/soundship/entities/Beat/${id}`, { headers: { Authorization: `Bearer ${pilot.token}` } });
    track = beatSchema.parse(await reply.json());
    return track.status;
  }).toBe("ready");
  return track!;
}

test("a place sought in the original is kept when the preview takes over", async ({ page, pilot, request, openAsPilot }) => {
  const { id } = await uploadWav(request, pilot, "Slow Burn", 12);
  const ready = await processedTrack(request, pilot, id);
  // The library first shows the track as it was before its processing ended: the original, no preview yet.
  let processing = true;
  await page.route(
    (url) => url.pathname.endsWith("/entities/Beat"),
    async (route) => {
      if (!processing) return route.fallback();
      const reply = await route.fetch();
      const records = ((await reply.json()) as Beat[]).map((track) => (track.id === id ? { ...track, status: "processing" as const, preview_url: null, peaks_url: null } : track));
      await route.fulfill({ response: reply, json: recordsReply(beatSchema, records) });
    },
  );
  await openAsPilot("/TransmissionBay");
  const item = track(page, "Slow Burn");
  const audio = item.locator("audio");
  await expect(audio).toHaveAttribute("src", ready.file_url);
  const seek = item.getByRole("slider", { name: "Seek Slow Burn" });
  await expect(seek).toHaveAttribute("aria-valuemax", "12");
  await seek.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => currentTime(page, "Slow Burn")).toBe(5);

  // Another track's processing ending refetches the library, which now has the preview.
  processing = false;
  await uploadWav(request, pilot, "Next In Line");
  await expect(audio).toHaveAttribute("src", ready.preview_url!);
  await expect.poll(() => currentTime(page, "Slow Burn")).toBe(5);
  await expect(seek).toHaveAttribute("aria-valuenow", "5");
});

test("one track plays at a time", async ({ page, pilot, request, openAsPilot }) => {
  await uploadWav(request, pilot, "First Light", 10);
  await uploadWav(request, pilot, "Second Wind", 10);
  await openAsPilot("/TransmissionBay");
  await track(page, "First Light").getByRole("button", { name: "Play First Light" }).click();
  await expect(track(page, "First Light").getByRole("button", { name: "Pause First Light" })).toBeVisible();
  await track(page, "Second Wind").getByRole("button", { name: "Play Second Wind" }).click();
  await expect(track(page, "Second Wind").getByRole("button", { name: "Pause Second Wind" })).toBeVisible();
  await expect(track(page, "First Light").getByRole("button", { name: "Play First Light" })).toBeVisible();
  expect(await track(page, "First Light").locator("audio").evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(true);
});

test("a pilot edits a track's title, description and genre in place; Escape cancels", async ({ page, pilot, request, openAsPilot }) => {
  await uploadWav(request, pilot, "Rough Cut");
  await openAsPilot("/TransmissionBay");
  await track(page, "Rough Cut").getByRole("button", { name: "Edit Rough Cut" }).click();
  const form = page.getByRole("form", { name: "Edit Rough Cut" });
  await expect(form.getByLabel("Title")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(form).toHaveCount(0);
  await expect(track(page, "Rough Cut").getByRole("button", { name: "Edit Rough Cut" })).toBeFocused();

  await page.keyboard.press("Enter");
  await form.getByLabel("Title").fill("Final Cut");
  await form.getByLabel("Description").fill("Mastered at warp speed");
  await form.getByLabel("Genre").click();
  await page.getByRole("option", { name: "synthwave" }).click();
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Transmission updated")).toBeVisible();
  const saved = track(page, "Final Cut");
  await expect(saved).toContainText("Mastered at warp speed");
  await expect(saved).toContainText("synthwave");
  await expect(saved.getByRole("button", { name: "Edit Final Cut" })).toBeFocused();

  await page.reload();
  await expect(track(page, "Final Cut")).toContainText("synthwave");
});

test("a video chosen in the Beat tab says which tab to use", async ({ page, openAsPilot }) => {
  await openAsPilot("/TransmissionBay");
  await page.getByLabel("File").setInputFiles({ name: "launch.mp4", mimeType: "video/mp4", buffer: mp4() });
  await expect(page.getByText("This is a video: send it from the Video tab")).toBeVisible();
  await page.getByLabel("Title").fill("Wrong Bay");
  const links = page.waitForRequest("**/functions/createUploadUrl", { timeout: 2000 }).then(() => true, () => false);
  await page.getByRole("button", { name: "Launch Transmission" }).click();
  expect(await links).toBe(false);
  await expect(page.getByText("No transmissions yet")).toBeVisible();
});

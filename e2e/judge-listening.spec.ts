import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { judgeBattlesContract, judgeSubmissionsContract } from "@soundship/shared";
import { renderAudio } from "../apps/server/test/helpers/media-files.ts";
import { invoke } from "./battle-fixtures";
import { createPilot, expect, test, type Pilot } from "./fixtures";
import { stubFunction } from "./function-stubs";
import { E2E_CLOCK_START } from "./test-clock";

const API = "/api/apps/soundship";
const MB = 1024 * 1024;
const later = (minutes: number) => new Date(Date.parse(E2E_CLOCK_START) + minutes * 60_000).toISOString();

// Four real 40 MB WAV entries, uploaded and processed by the real server: the panel must draw them
// and be ready to play them without downloading any original. Made once for this file, in the
// worker that runs it (the runner loads the file too, to list its tests).
let folder: string;
let big: Buffer;
test.beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), "soundship-e2e-listening-"));
  // A master as studios export it, 192 kHz stereo 24-bit: 35 s is just over 40 MB. (Processing goes
  // with the length, not the size: 238 s of CD audio, as large, made this test twice as long.)
  // 6 dB hot, so loudness matching turns it down.
  big = readFileSync(renderAudio(folder, "entry.wav", { tune: "a" }, 35, { rate: 192_000, filter: "volume=6dB", codec: ["-c:a", "pcm_s24le"] }));
});
test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface Track {
  id: string;
  title: string;
  status: string;
  file_url: string;
  preview_url: string | null;
  peaks_url: string | null;
  playback_gain_db: number | null;
  duration_seconds: number | null;
}

async function uploadBig(request: APIRequestContext, pilot: Pilot, title: string): Promise<string> {
  const link = await invoke(request, pilot, "createUploadUrl", { filename: `${title}.wav`, contentType: "audio/wav", size: big.length, media_type: "beat", title, genre: "trap" });
  const put = await request.put(link.uploadUrl, { data: big, headers: { ...link.headers, Authorization: `Bearer ${pilot.token}` }, timeout: 120_000 });
  expect(put.status(), await put.text()).toBe(200);
  return ((await put.json()) as { beat: { id: string } }).beat.id;
}

async function processed(request: APIRequestContext, pilot: Pilot, id: string): Promise<Track> {
  let track: Track | undefined;
  await expect.poll(async () => {
    const reply = await request.get(`${API}/entities/Beat/${id}`, { headers: { Authorization: `Bearer ${pilot.token}` } });
    track = (await reply.json()) as Track;
    return track.status;
  }, { timeout: 240_000, intervals: [1000] }).toBe("ready");
  return track!;
}

test("the Judge Panel draws four 40 MB WAV entries from their peaks, plays previews, and matches loudness", async ({ page, request, openAsPilot }) => {
  test.setTimeout(420_000);
  const pilot = await createPilot(request, "Big File Pilot");
  const ids = [];
  for (const title of ["Gas Giant", "Red Dwarf", "Pulsar", "Quasar"]) ids.push(await uploadBig(request, pilot, title));
  const tracks = [];
  for (const id of ids) tracks.push(await processed(request, pilot, id));
  expect(big.length).toBeGreaterThan(40 * 1000 * 1000);

  // The panel's two functions answer these real tracks as judgeSubmissions does: no original's URL.
  const battle = {
    id: "b-big", title: "Heavy Orbit", description: "", battle_type: "beat_battle" as const, genre: "trap", entry_fee: 0, prize_pool: 0, max_participants: 10,
    start_time: later(-120), end_time: later(-60), voting_end_time: later(60), status: "voting" as const, next_phase_at: later(60), pot: 0, entrants: 4,
    host_callsign: "Vega Prime", created_date: later(-180), submissions: 4, scored_by_me: 0,
  };
  const submissions = tracks.map((track, i) => ({
    id: `s-${i}`, title: track.title, genre: "trap", beat_url: null, preview_url: track.preview_url, peaks_url: track.peaks_url,
    playback_gain_db: track.playback_gain_db, status: "ready" as const, duration_seconds: track.duration_seconds, my_vote: null,
  }));
  await stubFunction(page, judgeBattlesContract, { battles: [battle] });
  await stubFunction(page, judgeSubmissionsContract, { battle, submissions, next: null });

  let transferred = 0;
  const urls: string[] = [];
  page.on("requestfinished", async (request) => {
    urls.push(request.url());
    const sizes = await request.sizes().catch(() => null);
    if (sizes) transferred += sizes.responseBodySize + sizes.responseHeadersSize;
  });
  await openAsPilot("/JudgePanel");
  await page.getByRole("button", { name: /Heavy Orbit/ }).click();
  const list = page.getByRole("list", { name: "Submissions" });
  for (const track of tracks) {
    const card = list.getByRole("listitem").filter({ hasText: track.title });
    // Drawn from the peaks, and the length shown before anything plays.
    await expect(card.getByRole("slider", { name: `Seek ${track.title}` }).locator("canvas").first()).toBeVisible();
    await expect(card.getByText(/\/ 0:35/)).toBeVisible();
  }
  await page.waitForLoadState("networkidle");
  expect(transferred).toBeLessThan(3 * MB);
  const originals = tracks.map((track) => track.file_url.split("/").pop()!);
  expect(urls.filter((url) => originals.some((key) => url.includes(key)))).toEqual([]);

  // Play asks for the preview, never the original.
  const first = tracks[0]!;
  const card = list.getByRole("listitem").filter({ hasText: first.title });
  const previewKey = first.preview_url!.split("/").pop()!;
  const previewRequest = page.waitForRequest((request) => request.url().includes(previewKey));
  await card.getByRole("button", { name: `Play ${first.title}` }).click();
  await previewRequest;
  expect(urls.filter((url) => originals.some((key) => url.includes(key)))).toEqual([]);

  // The switch, on by default, shows the gain applied; off, the entry plays as mastered.
  const gain = `${first.playback_gain_db! < 0 ? "−" : "+"}${Math.abs(first.playback_gain_db!).toFixed(1)} dB`;
  expect(first.playback_gain_db!).toBeLessThan(-1);
  const loudness = page.getByRole("switch", { name: "Loudness match" });
  await expect(loudness).toBeChecked();
  await expect(card.getByText(gain)).toBeVisible();
  await loudness.click();
  await expect(loudness).not.toBeChecked();
  await expect(card.getByText("0.0 dB")).toBeVisible();
  await expect(card.getByText(gain)).toHaveCount(0);
});

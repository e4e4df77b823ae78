import type { APIRequestContext } from "@playwright/test";
import type { Tier } from "@soundship/shared";
import { wav } from "../apps/server/test/helpers/media-files.ts";
import { createPilot, expect, type Pilot } from "./fixtures";

const API = "/api/apps/soundship";

/** Calls a backend function as `pilot` and returns its success body. */
export async function invoke<T = any>(request: APIRequestContext, pilot: Pilot, name: string, payload: object = {}): Promise<T> {
  const response = await request.post(`${API}/functions/${name}`, { data: payload, headers: { Authorization: `Bearer ${pilot.token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/**
 * A new pilot holding `tier`, bought through the built-in demo payment provider, which the test server
 * uses (no Stripe key) and which activates the membership at once.
 */
export async function pilotOf(request: APIRequestContext, tier: Tier, fullName: string): Promise<Pilot> {
  const pilot = await createPilot(request, fullName);
  await invoke(request, pilot, "subscribe", { tier, billing_cycle: "monthly" });
  return pilot;
}

/** Uploads a short generated WAV to the pilot's library, the way Transmission Bay does, and returns the track's id. */
export async function uploadTrack(request: APIRequestContext, pilot: Pilot, title: string): Promise<string> {
  const file = wav(2);
  const link = await invoke(request, pilot, "createUploadUrl", {
    filename: `${title}.wav`,
    contentType: "audio/wav",
    size: file.length,
    media_type: "beat",
    title,
    genre: "trap",
  });
  const put = await request.put(link.uploadUrl, { data: file, headers: { ...link.headers, Authorization: `Bearer ${pilot.token}` } });
  expect(put.status(), await put.text()).toBe(200);
  return ((await put.json()) as { beat: { id: string } }).beat.id;
}

/** An ISO time `seconds` after `now`: battles in these tests are placed by the server's clock. */
export function secondsAfter(now: number, seconds: number): string {
  return new Date(now + seconds * 1000).toISOString();
}

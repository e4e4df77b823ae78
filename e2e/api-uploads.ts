import type { APIRequestContext } from "@playwright/test";
import { wav } from "../apps/server/test/helpers/media-files.ts";
import { expect, type Pilot } from "./fixtures";

const API = "/api/apps/soundship";

/** Uploads a WAV through the API (createUploadUrl, then the PUT), as the form would; returns the track. */
export async function uploadWav(request: APIRequestContext, pilot: Pilot, title: string, seconds = 1): Promise<{ id: string; title: string }> {
  const body = wav(seconds);
  const headers = { Authorization: `Bearer ${pilot.token}` };
  const link = await request.post(`${API}/functions/createUploadUrl`, {
    headers,
    data: { filename: `${title}.wav`, contentType: "audio/wav", size: body.length, title },
  });
  expect(link.ok(), await link.text()).toBe(true);
  const { uploadUrl } = (await link.json()) as { uploadUrl: string };
  const put = await request.put(uploadUrl, { headers: { ...headers, "Content-Type": "audio/wav" }, data: body });
  expect(put.ok(), await put.text()).toBe(true);
  return ((await put.json()) as { beat: { id: string; title: string } }).beat;
}

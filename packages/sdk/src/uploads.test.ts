// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { createClient } from "./client.ts";
import { memoryStorage } from "./environment.ts";
import { ERR_CANCELED, ERR_NETWORK } from "./errors.ts";
import { json, sent, stubFetch } from "./testing/fetch-mock.ts";
import { stubXhr } from "./testing/xhr-mock.ts";
import { ACCESS_TOKEN_KEY } from "./token.ts";

const beat = { id: "b1", title: "Nebula Drift" };
const file = new Blob([new Uint8Array(1000)], { type: "audio/wav" });
const ownLink = { uploadId: "u1", uploadUrl: "/api/apps/soundship/uploads/u1?expires=1&signature=s", headers: { "Content-Type": "audio/wav" } };
const bucketLink = { uploadId: "u2", uploadUrl: "https://bucket.example/u2.wav?X-Amz-Signature=x", headers: { "Content-Type": "audio/wav" } };

function signedInClient() {
  const storage = memoryStorage();
  storage.setItem(ACCESS_TOKEN_KEY, "token-1");
  return createClient({ storage, location: { href: "https://soundship.test/TransmissionBay" } });
}

afterEach(() => vi.unstubAllGlobals());

describe("uploads.send", () => {
  it("PUTs the file to this server with the link's headers and the session, reports progress, and answers the track", async () => {
    const xhr = stubXhr();
    const progress: [number, number][] = [];
    const sending = signedInClient().uploads.send(ownLink, file, { onProgress: (sentBytes, total) => progress.push([sentBytes, total]) });

    const put = xhr.sent[0]!;
    expect(put).toMatchObject({ method: "PUT", url: "https://soundship.test/api/apps/soundship/uploads/u1?expires=1&signature=s", body: file });
    expect(put.headers).toEqual({ "Content-Type": "audio/wav", Authorization: "Bearer token-1" });
    put.progress(400, 1000);
    put.progress(1000, 1000);
    put.respond(200, { ok: true, beat });

    await expect(sending).resolves.toEqual(beat);
    expect(progress).toEqual([[400, 1000], [1000, 1000]]);
  });

  it("keeps the session from a bucket's presigned URL, then has this server check and record the file", async () => {
    const xhr = stubXhr();
    const fetchMock = stubFetch(json({ ok: true, beat }));
    const sending = signedInClient().uploads.send(bucketLink, file);

    const put = xhr.sent[0]!;
    expect(put.url).toBe(bucketLink.uploadUrl);
    expect(put.headers).toEqual({ "Content-Type": "audio/wav" });
    put.respond(200, "");

    await expect(sending).resolves.toEqual(beat);
    expect(sent(fetchMock)).toMatchObject({ method: "POST", url: { pathname: "/api/apps/soundship/uploads/u2/complete" } });
    expect(sent(fetchMock).headers.get("Authorization")).toBe("Bearer token-1");
  });

  it("rejects a refused PUT with the server's message, code and status", async () => {
    const xhr = stubXhr();
    const sending = signedInClient().uploads.send(ownLink, file);
    xhr.sent[0]!.respond(415, { message: "The file's contents are not audio", code: "UNSUPPORTED_MEDIA_TYPE" });
    await expect(sending).rejects.toMatchObject({ message: "The file's contents are not audio", code: "UNSUPPORTED_MEDIA_TYPE", status: 415 });
  });

  it("rejects a dropped connection as a network error and an aborted one as canceled", async () => {
    const xhr = stubXhr();
    const client = signedInClient();

    const dropped = client.uploads.send(ownLink, file);
    xhr.sent[0]!.fail();
    await expect(dropped).rejects.toMatchObject({ code: ERR_NETWORK, status: undefined });

    const controller = new AbortController();
    const aborted = client.uploads.send(ownLink, file, { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ code: ERR_CANCELED });
  });

  it("sends nothing when the signal has already aborted", async () => {
    const xhr = stubXhr();
    const controller = new AbortController();
    controller.abort();
    await expect(signedInClient().uploads.send(ownLink, file, { signal: controller.signal })).rejects.toMatchObject({ code: ERR_CANCELED });
    expect(xhr.sent).toEqual([]);
  });
});

describe("uploads.peaks", () => {
  it("reads a track's waveform peaks from where they are stored, without the session", async () => {
    const peaks = { version: 2, channels: 1, sample_rate: 22050, samples_per_pixel: 512, bits: 16, length: 1, data: [-1, 1] };
    const fetchMock = stubFetch(json(peaks));
    await expect(signedInClient().uploads.peaks("/api/apps/soundship/files/p.json")).resolves.toEqual(peaks);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("https://soundship.test/api/apps/soundship/files/p.json");
    expect(init).toMatchObject({ credentials: "omit" });
    expect(new Headers(init?.headers).has("authorization")).toBe(false);
  });
});

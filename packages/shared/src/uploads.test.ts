import { describe, expect, it } from "vitest";
import { pilotMonthStart } from "./pilot-time.ts";
import { contentTypeFits, contentTypeFor, UPLOAD_ACCEPT } from "./uploads.ts";

describe("upload types", () => {
  it("keeps SPEC.md's accept filters", () => {
    expect(UPLOAD_ACCEPT).toEqual({
      beat: "audio/*,.mp3,.wav,.flac",
      song: "audio/*,.mp3,.wav,.flac",
      video: "video/*,.mp4,.mov,.avi",
      model: ".glb,.gltf,.obj,.fbx",
    });
  });

  it("declares the browser's type when it fits the kind, else the extension's", () => {
    expect(contentTypeFor("audio", "beat.flac", "audio/x-flac")).toBe("audio/x-flac");
    expect(contentTypeFor("audio", "beat.flac", "")).toBe("audio/flac");
    expect(contentTypeFor("video", "clip.avi", "")).toBe("video/x-msvideo");
    expect(contentTypeFor("model", "ship.obj", "application/x-tgif")).toBe("model/obj");
    expect(contentTypeFor("model", "ship.fbx", "")).toBe("application/octet-stream");
    expect(contentTypeFor("audio", "notes.txt", "text/plain")).toBe("audio/octet-stream");
  });

  it("knows which declared types fit a kind", () => {
    expect(contentTypeFits("audio", "audio/wav")).toBe(true);
    expect(contentTypeFits("audio", "video/mp4")).toBe(false);
    expect(contentTypeFits("model", "model/gltf-binary")).toBe(true);
    expect(contentTypeFits("model", "text/html")).toBe(false);
  });

  it("starts the pilot's month at their own midnight", () => {
    expect(pilotMonthStart(new Date("2026-11-21T12:00:00Z"), "UTC").toISOString()).toBe("2026-11-01T00:00:00.000Z");
    expect(pilotMonthStart(new Date("2026-11-30T20:00:00Z"), "Asia/Tokyo").toISOString()).toBe("2026-11-30T15:00:00.000Z");
  });
});

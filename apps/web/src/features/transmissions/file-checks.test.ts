import { describe, expect, it } from "vitest";
import { capLine, fileProblem, kindOfFile } from "./file-checks";

const MB = 1024 * 1024;
const caps = { audio: 100 * MB, video: 1024 * MB, model: 200 * MB };

describe("file checks before a transmission", () => {
  it("tells the kind from the browser's type, else the extension", () => {
    expect(kindOfFile({ name: "launch.mp4", type: "video/mp4" })).toBe("video");
    expect(kindOfFile({ name: "loop.flac", type: "" })).toBe("audio");
    expect(kindOfFile({ name: "hull.glb", type: "" })).toBe("model");
    expect(kindOfFile({ name: "notes.txt", type: "text/plain" })).toBeUndefined();
  });

  it("names the tab a file of another kind belongs in", () => {
    expect(fileProblem("beat", { name: "launch.mp4", type: "video/mp4", size: 10 })).toBe("This is a video: send it from the Video tab");
    expect(fileProblem("video", { name: "loop.wav", type: "audio/wav", size: 10 })).toBe("This is an audio file: send it from the Beat or Song tab");
    expect(fileProblem("song", { name: "hull.glb", type: "", size: 10 })).toBe("This is a 3D model: send it from the 3D Model tab");
    expect(fileProblem("beat", { name: "loop.wav", type: "audio/wav", size: 10 })).toBeUndefined();
  });

  it("refuses a file over the kind's cap, naming it", () => {
    expect(fileProblem("beat", { name: "long.wav", type: "audio/wav", size: 100 * MB + 1 }, caps)).toBe("Audio files can be at most 100 MB");
    expect(fileProblem("video", { name: "long.mp4", type: "video/mp4", size: 100 * MB + 1 }, caps)).toBeUndefined();
    expect(capLine("video", caps)).toBe("Videos up to 1 GB");
    expect(capLine("model", caps)).toBe("3D models up to 200 MB");
  });
});

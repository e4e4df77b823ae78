import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ffmpegBinary, runFfmpeg } from "./ffmpeg.ts";

const binary = ffmpegBinary({});
/** An hour of generated tone decoded to nowhere, far longer than these tests wait; `tone` tells runs apart. */
const longRun = (tone: number) => ["-f", "lavfi", "-i", `sine=frequency=${tone}:duration=3600`, "-f", "null", "-"];

/** Whether an FFmpeg process generating `tone` is alive, from the process table. */
function generating(tone: number): boolean {
  return readdirSync("/proc").some((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      return command.includes(`sine=frequency=${tone}:duration=3600`) && !readFileSync(`/proc/${entry}/stat`, "utf8").includes(") Z ");
    } catch {
      return false;
    }
  });
}

describe("runFfmpeg", () => {
  it("kills FFmpeg and rejects with the reason when the attempt's signal aborts", async () => {
    const tone = 400 + Math.floor(Math.random() * 400);
    const controller = new AbortController();
    const run = runFfmpeg(binary, longRun(tone), { timeoutMs: 600_000, signal: controller.signal });
    await expect.poll(() => generating(tone)).toBe(true);
    const reason = new Error("attempt given up");
    controller.abort(reason);
    await expect(run).rejects.toBe(reason);
    expect(generating(tone)).toBe(false);
  });

  it("starts nothing for a signal already aborted", async () => {
    const tone = 400 + Math.floor(Math.random() * 400);
    const controller = new AbortController();
    controller.abort(new Error("gone"));
    await expect(runFfmpeg(binary, longRun(tone), { timeoutMs: 600_000, signal: controller.signal })).rejects.toThrow("gone");
    expect(generating(tone)).toBe(false);
  });

  it("answers a run that ends by itself, with a signal that never aborts", async () => {
    const result = await runFfmpeg(binary, ["-f", "lavfi", "-i", "sine=duration=0.1", "-f", "null", "-"], { timeoutMs: 60_000, signal: new AbortController().signal });
    expect(result).toMatchObject({ code: 0, signal: null, timedOut: false });
  });
});

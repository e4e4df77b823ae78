import { spawn } from "node:child_process";
import { createRequire } from "node:module";

/** Where FFmpeg is: FFMPEG_PATH when set, else the static build the `@ffmpeg-installer/ffmpeg` package ships. */
export function ffmpegBinary(config: { ffmpegPath?: string }): string {
  if (config.ffmpegPath) return config.ffmpegPath;
  // Resolved on first use, so a server given its own FFmpeg never needs the packaged one.
  const installer = createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg") as { path: string };
  return installer.path;
}

/** How an FFmpeg run ended, with what it wrote to stderr (the start and the end, where the reports are). */
export interface FfmpegResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
  timedOut: boolean;
}

/** How an FFmpeg run is fed and bounded. */
export interface FfmpegOptions {
  /** Receives stdout as it arrives; synchronous, so FFmpeg waits on the pipe while it works (flat memory). */
  onStdout?: (chunk: Buffer) => void;
  /** FFmpeg is killed after this long. */
  timeoutMs: number;
}

// FFmpeg reports its input at the start of stderr and its filters' summaries at the end; the middle
// (progress lines) is dropped, so a long file never grows this buffer.
const STDERR_HEAD = 16 * 1024;
const STDERR_TAIL = 64 * 1024;

/** Runs FFmpeg with `args` (never through a shell) and resolves when it exits, whatever the exit code. */
export function runFfmpeg(binary: string, args: string[], options: FfmpegOptions): Promise<FfmpegResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, ["-hide_banner", "-nostdin", ...args], { stdio: ["ignore", options.onStdout ? "pipe" : "ignore", "pipe"] });
    let head = "";
    let tail = "";
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, options.timeoutMs);
    child.stderr!.setEncoding("utf8");
    child.stderr!.on("data", (text: string) => {
      if (head.length < STDERR_HEAD) head += text;
      else tail = (tail + text).slice(-STDERR_TAIL);
    });
    if (options.onStdout) child.stdout!.on("data", options.onStdout);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stderr: head + tail, timedOut });
    });
  });
}

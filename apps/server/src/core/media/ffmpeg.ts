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
  /**
   * The job attempt's signal: when the attempt is given up (timed out, or its instance lost it),
   * FFmpeg is killed at once and the run rejects with the signal's reason, so no abandoned run
   * keeps a core busy.
   */
  signal?: AbortSignal;
}

// FFmpeg reports its input at the start of stderr and its filters' summaries at the end; the middle
// (progress lines) is dropped, so a long file never grows this buffer.
const STDERR_HEAD = 16 * 1024;
const STDERR_TAIL = 64 * 1024;

/** Runs FFmpeg with `args` (never through a shell) and resolves when it exits, whatever the exit code. */
export function runFfmpeg(binary: string, args: string[], options: FfmpegOptions): Promise<FfmpegResult> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(options.signal.reason);
    const child = spawn(binary, ["-hide_banner", "-nostdin", ...args], { stdio: ["ignore", options.onStdout ? "pipe" : "ignore", "pipe"] });
    let head = "";
    let tail = "";
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, options.timeoutMs);
    const abort = () => child.kill("SIGKILL");
    options.signal?.addEventListener("abort", abort, { once: true });
    child.stderr!.setEncoding("utf8");
    child.stderr!.on("data", (text: string) => {
      if (head.length < STDERR_HEAD) head += text;
      else tail = (tail + text).slice(-STDERR_TAIL);
    });
    if (options.onStdout) child.stdout!.on("data", options.onStdout);
    const settle = () => {
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", abort);
    };
    child.on("error", (error) => {
      settle();
      reject(error);
    });
    child.on("close", (code, signal) => {
      settle();
      if (options.signal?.aborted) reject(options.signal.reason);
      else resolve({ code, signal, stderr: head + tail, timedOut });
    });
  });
}

import type { MediaDeps, ProcessResult } from "./media-deps.ts";
import { processTrack } from "./process-track.ts";

/** Where a processing run reports how it ended (the server's log). */
export interface ProcessingLog {
  done(beatId: string, result: ProcessResult, ms: number): void;
  error(beatId: string, error: unknown): void;
}

/**
 * Processes queued tracks in this process, one at a time: FFmpeg uses a core to the full, and on a
 * small machine two at once would only slow requests down. A track queued twice is processed once
 * (processTrack skips a track that is no longer `processing`).
 */
export class TrackProcessor {
  private readonly queue: string[] = [];
  private readonly queued = new Set<string>();
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(private readonly deps: MediaDeps, private readonly log: ProcessingLog) {}

  /** Adds a track to the queue. */
  enqueue(beatId: string): void {
    if (this.closed || this.queued.has(beatId)) return;
    this.queued.add(beatId);
    this.queue.push(beatId);
    this.running ??= this.drain();
  }

  /** Resolves once the queue is empty (tests and the backfill command wait on it). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Takes no more work and waits for the track in hand; tracks still queued stay `processing` for the next start. */
  async close(): Promise<void> {
    this.closed = true;
    this.queue.length = 0;
    await this.idle();
  }

  private async drain(): Promise<void> {
    while (this.queue.length) {
      const beatId = this.queue.shift()!;
      const started = Date.now();
      try {
        this.log.done(beatId, await processTrack(this.deps, beatId), Date.now() - started);
      } catch (error) {
        // Left `processing`: the next start's backfill tries it again.
        this.log.error(beatId, error);
      } finally {
        this.queued.delete(beatId);
      }
    }
    this.running = null;
  }
}

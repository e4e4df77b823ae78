import { LoaderCircle, TriangleAlert } from "lucide-react";
import type { Beat } from "@soundship/shared";

/**
 * What the server's processing of an upload says, when there is something to say: still being
 * measured (it updates live when done), or failed with the reason. A failed track keeps its file and
 * can be deleted; it cannot enter a battle.
 */
export function ProcessingState({ track }: { track: Pick<Beat, "status" | "processing_error"> }) {
  if (track.status === "processing") {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
        <LoaderCircle aria-hidden className="size-4 animate-spin" />
        Processing: measuring loudness and preparing the preview…
      </p>
    );
  }
  if (track.status === "failed") {
    return (
      <p role="alert" className="flex items-start gap-2 rounded-md border border-alert/50 bg-alert/10 p-2 text-sm text-ink">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-alert" />
        <span>
          <span className="font-semibold">Processing failed.</span> {track.processing_error ?? "The file could not be read."} It cannot enter a battle.
        </span>
      </p>
    );
  }
  return null;
}

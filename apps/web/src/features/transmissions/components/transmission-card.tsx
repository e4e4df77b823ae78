import { useEffect, useRef, useState } from "react";
import { Download, Pencil } from "lucide-react";
import { MEDIA_TYPE_LABELS, type Beat, type MediaType } from "@soundship/shared";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useCurrentUser } from "@/lib/hooks/current-user";
import { formatDateTime } from "@/lib/format/format";
import { formatDuration } from "@/lib/format/time-format";
import { fileSize } from "../transmission-format";
import { trackElementId } from "../track-focus";
import { AudioPlayer } from "./audio-player";
import { DeleteControl } from "./delete-control";
import { EditTrackForm } from "./edit-track-form";
import { ModelPreview, PREVIEWABLE_MODELS } from "./model-preview";
import { ProcessingState } from "./processing-state";
import { VideoPlayer } from "./video-player";

interface TransmissionCardProps {
  track: Beat;
  onDelete: () => Promise<unknown>;
}

/** One upload in the pilot's library: what it is, a way to play it, edit in place, and delete (asked twice). */
export function TransmissionCard({ track, onDelete }: TransmissionCardProps) {
  const { data: user } = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // The form had focus; when it closes (saved or cancelled), focus comes back to Edit.
  useEffect(() => {
    if (wasEditing.current && !editing) editRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  // The server measures what it processes; until then a video's length comes from its player.
  const [playerSeconds, setPlayerSeconds] = useState<number>();
  const facts = [fileSize(track.file_size), formatDuration(track.duration_seconds ?? playerSeconds), formatDateTime(track.created_date, user?.timezone)].filter(Boolean);
  return (
    <li id={trackElementId(track.id)} tabIndex={-1} className="flex flex-col gap-3 rounded-xl border border-line bg-hull/70 p-4 outline-signal focus:outline-2" aria-label={track.title}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate font-display font-semibold text-ink">{track.title}</h3>
          <p className="text-xs text-ink-muted">{facts.join(" · ")}</p>
        </div>
        <div className="flex gap-1.5">
          <Badge tone="nebula">{MEDIA_TYPE_LABELS[track.media_type as MediaType] ?? track.media_type}</Badge>
          {track.genre ? <Badge tone="signal">{track.genre}</Badge> : null}
        </div>
      </div>
      {editing ? (
        <EditTrackForm track={track} onClose={() => setEditing(false)} />
      ) : track.description ? (
        <p className="text-sm text-ink-muted">{track.description}</p>
      ) : null}
      <ProcessingState track={track} />
      <Player track={track} onDuration={setPlayerSeconds} />
      {editing ? null : (
        <div className="flex justify-end gap-2">
          <Button ref={editRef} size="sm" variant="ghost" aria-label={`Edit ${track.title}`} onClick={() => setEditing(true)}>
            <Pencil aria-hidden />
            Edit
          </Button>
          {isAudio(track) ? (
            // Listeners get the preview; the file the pilot uploaded stays theirs to take back, on its signed link.
            <Button size="sm" variant="ghost" asChild>
              <a href={track.file_url} download aria-label={`Download the original of ${track.title}`}>
                <Download aria-hidden />
                Original
              </a>
            </Button>
          ) : null}
          <DeleteControl title={track.title} onDelete={onDelete} />
        </div>
      )}
    </li>
  );
}

const isAudio = (track: Beat) => track.media_type === "beat" || track.media_type === "song";

function Player({ track, onDuration }: { track: Beat; onDuration: (seconds: number) => void }) {
  if (isAudio(track)) {
    // The preview streams; the original plays only while the preview is being made.
    return <AudioPlayer src={track.preview_url ?? track.file_url} peaksUrl={track.peaks_url} duration={track.duration_seconds} title={track.title} />;
  }
  if (track.media_type === "video") return <VideoPlayer src={track.file_url} poster={track.poster_url} title={track.title} onDuration={onDuration} />;
  if (PREVIEWABLE_MODELS.has(track.content_type ?? "")) return <ModelPreview src={track.file_url} title={track.title} />;
  return (
    <Button size="sm" variant="secondary" asChild className="self-start">
      <a href={track.file_url} download>
        <Download aria-hidden />
        Download model (preview shows .glb and .gltf)
      </a>
    </Button>
  );
}

import { useState } from "react";
import { Download, Trash2 } from "lucide-react";
import { MEDIA_TYPE_LABELS, type Beat, type MediaType } from "@soundship/shared";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDuration, sizeInMb } from "../transmission-format";
import { useDeleteTransmission } from "../api/transmissions";
import { AudioPlayer } from "./audio-player";
import { ModelPreview, PREVIEWABLE_MODELS } from "./model-preview";
import { VideoPlayer } from "./video-player";

/** One upload in the pilot's library: what it is, a way to play it, and delete (asked twice). */
export function TransmissionCard({ track }: { track: Beat }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteTransmission();
  const facts = [sizeInMb(track.file_size), formatDuration(track.duration_seconds), new Date(track.created_date).toLocaleDateString()].filter(Boolean);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line bg-hull/70 p-4" aria-label={track.title}>
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
      {track.description ? <p className="text-sm text-ink-muted">{track.description}</p> : null}
      <Player track={track} />
      <div className="flex justify-end gap-2">
        {confirming ? (
          <>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              Keep
            </Button>
            <Button size="sm" variant="danger" disabled={remove.isPending} onClick={() => remove.mutate(track.id)}>
              <Trash2 aria-hidden />
              {remove.isPending ? "Deleting..." : "Confirm delete"}
            </Button>
          </>
        ) : (
          <Button size="sm" variant="ghost" aria-label={`Delete ${track.title}`} onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden />
            Delete
          </Button>
        )}
      </div>
    </li>
  );
}

function Player({ track }: { track: Beat }) {
  if (track.media_type === "beat" || track.media_type === "song") return <AudioPlayer src={track.file_url} title={track.title} size={track.file_size} />;
  if (track.media_type === "video") return <VideoPlayer src={track.file_url} title={track.title} />;
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

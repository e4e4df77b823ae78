/**
 * The browser's own video player (elapsed / total time, keyboard seeking, full screen): seeking uses
 * range requests, and only metadata loads up front; the poster is the frame the server picked. The
 * length it reads is reported for the card while the server has not measured it yet.
 */
export function VideoPlayer({ src, poster, title, onDuration }: { src: string; poster: string | null; title: string; onDuration: (seconds: number) => void }) {
  return (
    <video
      src={src}
      poster={poster ?? undefined}
      controls
      preload="metadata"
      playsInline
      aria-label={title}
      className="aspect-video w-full rounded-lg bg-black"
      onLoadedMetadata={(event) => onDuration(event.currentTarget.duration)}
    />
  );
}

/**
 * The browser's own video player (elapsed / total time, keyboard seeking, full screen): seeking uses
 * range requests, and only metadata loads up front. The length it reads is reported for the card,
 * since the server measures only audio.
 */
export function VideoPlayer({ src, title, onDuration }: { src: string; title: string; onDuration: (seconds: number) => void }) {
  return (
    <video
      src={src}
      controls
      preload="metadata"
      playsInline
      aria-label={title}
      className="aspect-video w-full rounded-lg bg-black"
      onLoadedMetadata={(event) => onDuration(event.currentTarget.duration)}
    />
  );
}

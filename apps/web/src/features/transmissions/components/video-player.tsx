/** The browser's own video player: seeking uses range requests, and only metadata loads up front. */
export function VideoPlayer({ src, title }: { src: string; title: string }) {
  return <video src={src} controls preload="metadata" playsInline aria-label={title} className="aspect-video w-full rounded-lg bg-black" />;
}

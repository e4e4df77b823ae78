import { forwardRef, type KeyboardEvent, type MouseEvent, type RefObject } from "react";
import { formatDuration } from "@/lib/format/time-format";
import { togglePlay, type MediaClock } from "@/lib/hooks/use-media-clock";

/** Arrow keys move 5 seconds, Page Up / Page Down 30. */
const STEP_SECONDS = 5;
const PAGE_SECONDS = 30;

interface SeekBarProps {
  media: RefObject<HTMLMediaElement | null>;
  clock: MediaClock;
  title: string;
  /** Draw a plain progress bar (the waveform is drawn into this element by the player when there is one). */
  plain: boolean;
  /** Told before each seek the listener makes. */
  onSeek?: () => void;
}

/**
 * The focusable position of a track: a slider named after it, whose value is the time played. Arrow keys,
 * Page Up / Down, Home and End seek; Space plays and pauses; a click seeks to the spot.
 */
export const SeekBar = forwardRef<HTMLDivElement, SeekBarProps>(function SeekBar({ media, clock, title, plain, onSeek }, waveformRef) {
  const known = Number.isFinite(clock.duration) && clock.duration > 0;
  const seek = (seconds: number) => {
    const element = media.current;
    if (!element || !known) return;
    onSeek?.();
    element.currentTime = Math.min(clock.duration, Math.max(0, seconds));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: clock.current + STEP_SECONDS,
      ArrowUp: clock.current + STEP_SECONDS,
      ArrowLeft: clock.current - STEP_SECONDS,
      ArrowDown: clock.current - STEP_SECONDS,
      PageUp: clock.current + PAGE_SECONDS,
      PageDown: clock.current - PAGE_SECONDS,
      Home: 0,
      End: clock.duration,
    };
    if (event.key === " ") togglePlay(media.current);
    else if (event.key in moves) seek(moves[event.key]!);
    else return;
    event.preventDefault();
  };
  // The waveform seeks on its own clicks; the plain bar needs this.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!plain) return;
    const box = event.currentTarget.getBoundingClientRect();
    seek(((event.clientX - box.left) / box.width) * clock.duration);
  };
  const played = known ? (clock.current / clock.duration) * 100 : 0;
  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={`Seek ${title}`}
      aria-valuemin={0}
      aria-valuemax={known ? Math.round(clock.duration) : 0}
      aria-valuenow={Math.round(clock.current)}
      aria-valuetext={known ? `${formatDuration(clock.current)} of ${formatDuration(clock.duration)}` : formatDuration(clock.current)}
      onKeyDown={onKeyDown}
      onClick={onClick}
      className="relative min-w-0 flex-1 cursor-pointer rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-signal"
    >
      {plain ? (
        <div className="flex h-12 items-center">
          <div className="h-1.5 w-full overflow-hidden rounded-full bg-line">
            <div className="h-full bg-signal" style={{ width: `${played}%` }} />
          </div>
        </div>
      ) : (
        <div ref={waveformRef} className="h-12" />
      )}
    </div>
  );
});

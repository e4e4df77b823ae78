import { useEffect } from "react";
import { useListeningSession } from "../hooks/listening-session";

/** Keys that belong to what has focus: typing notes, moving a slider, pressing a button. */
const isOwnKey = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.closest("input, textarea, select, button, [role='slider'], [contenteditable='true']") !== null);

/**
 * The panel's listening controls: the "Loudness match" switch (on by default) and the keyboard —
 * keys 1 to 9 play that submission at the position of the one playing (A/B), P plays or pauses.
 */
export function ListeningControls({ count }: { count: number }) {
  const session = useListeningSession();
  const { playAt, toggle } = session;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isOwnKey(event.target)) return;
      if (/^[1-9]$/.test(event.key) && Number(event.key) <= count) playAt(Number(event.key) - 1);
      else if (event.key === "p" || event.key === "P") toggle();
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [count, playAt, toggle]);

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-hull/85 px-4 py-3 text-sm">
      <label className="flex cursor-pointer items-center gap-2 font-medium text-ink">
        <input
          type="checkbox"
          role="switch"
          checked={session.loudnessMatch}
          onChange={(event) => session.setLoudnessMatch(event.target.checked)}
          className="size-4 accent-signal"
        />
        Loudness match
      </label>
      <p className="text-xs text-ink-muted">
        Keys 1–{Math.min(count, 9)} switch submissions at the same position · P plays or pauses
      </p>
    </div>
  );
}

import { cn } from "@/lib/ui/cn";

interface LoadingStateProps {
  /** The themed text of SPEC.md (e.g. 'Loading Quest Bay...'); without one, only a spinner and a hidden label. */
  text?: string;
  className?: string;
}

/** A spinner with its text announced politely, so screen readers hear what is loading. */
export function LoadingState({ text, className }: LoadingStateProps) {
  return (
    <div role="status" className={cn("flex flex-col items-center justify-center gap-4 py-20 text-center", className)}>
      <span
        className="size-12 animate-spin-slow rounded-full border-4 border-signal/25 border-t-signal"
        aria-hidden
      />
      {text ? (
        <p className="font-display text-sm font-semibold tracking-widest text-signal-strong uppercase">{text}</p>
      ) : (
        <span className="sr-only">Loading</span>
      )}
    </div>
  );
}

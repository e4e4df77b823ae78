import { cn } from "@/lib/ui/cn";
import { LOADING_STATE_CLASSES as CLASSES } from "./frame-classes";

interface LoadingStateProps {
  /** The themed text of SPEC.md (e.g. 'Loading Quest Bay...'); without one, only a spinner and a hidden label. */
  text?: string;
  className?: string;
}

/** A spinner with its text announced politely, so screen readers hear what is loading. */
export function LoadingState({ text, className }: LoadingStateProps) {
  return (
    <div role="status" className={cn(CLASSES.box, className)}>
      <span className={CLASSES.spinner} aria-hidden />
      {text ? <p className={CLASSES.text}>{text}</p> : <span className="sr-only">Loading</span>}
    </div>
  );
}

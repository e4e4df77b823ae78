import { Progress as ProgressPrimitive } from "radix-ui";
import { cn } from "@/lib/ui/cn";

interface ProgressProps {
  /** 0 to 100. */
  value: number;
  label: string;
  className?: string;
}

/** A progress bar with role="progressbar" and its value announced. */
export function Progress({ value, label, className }: ProgressProps) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <ProgressPrimitive.Root
      aria-label={label}
      value={clamped}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-line", className)}
    >
      <ProgressPrimitive.Indicator
        className="h-full bg-gradient-to-r from-signal to-nebula transition-transform duration-500"
        style={{ transform: `translateX(-${100 - clamped}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}

import type { ComponentProps } from "react";
import { cn } from "@/lib/ui/cn";

// Text colours are the light tints so each pair stays above 4.5:1 on the dark hull.
const TONES = {
  signal: "border-signal/50 bg-signal/10 text-signal-strong",
  nebula: "border-nebula/50 bg-nebula/10 text-nebula",
  go: "border-go/50 bg-go/10 text-go",
  alert: "border-alert/50 bg-alert/10 text-alert",
  warn: "border-warn/50 bg-warn/10 text-warn",
  muted: "border-line bg-white/5 text-ink-muted",
} as const;

export type BadgeTone = keyof typeof TONES;

export function Badge({ tone = "signal", className, ...props }: ComponentProps<"span"> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold tracking-wide whitespace-nowrap",
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}

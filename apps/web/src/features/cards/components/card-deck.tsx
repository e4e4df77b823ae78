import type { CSSProperties } from "react";
import { Sparkles } from "lucide-react";
import { cn } from "@/lib/ui/cn";

// Three face-down cards, slightly fanned; the top one carries the emblem.
const TILTS = ["-6deg", "4deg", "0deg"];

/** The face-down deck; it shuffles while a draw is under way. Decorative: the button and status say what happens. */
export function CardDeck({ drawing }: { drawing: boolean }) {
  return (
    <div className={cn("relative mx-auto h-64 w-44 sm:h-72 sm:w-48", drawing && "deck-drawing")} aria-hidden>
      {TILTS.map((tilt, index) => (
        <div
          key={tilt}
          style={{ "--tilt": tilt } as CSSProperties}
          className={cn(
            "deck-card absolute inset-0 rounded-2xl border-2 border-nebula/60 bg-gradient-to-br from-nebula-deep via-hull-raised to-space",
            "shadow-xl shadow-nebula/20",
            index === TILTS.length - 1 && "flex items-center justify-center",
          )}
        >
          {index === TILTS.length - 1 ? (
            <span className="rounded-full border border-signal/50 bg-signal/10 p-4 text-signal-strong">
              <Sparkles className="size-10" />
            </span>
          ) : null}
        </div>
      ))}
    </div>
  );
}

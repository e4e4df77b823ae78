import { useState } from "react";
import { cn } from "@/lib/ui/cn";
import { initials } from "@/lib/format/format";

// Dark enough that white initials stay above 4.5:1 on each of them.
const COLOURS = ["bg-indigo-700", "bg-emerald-700", "bg-rose-700", "bg-amber-700", "bg-sky-700", "bg-fuchsia-700"];

const SIZES = { sm: "size-7 text-[0.65rem]", md: "size-9 text-xs", lg: "size-20 text-2xl" } as const;

/** The same pilot always gets the same colour: a small hash of their id (or name). */
function colourOf(key: string): string {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return COLOURS[hash % COLOURS.length]!;
}

interface AvatarProps {
  name: string;
  url: string | null | undefined;
  /** What picks the colour of the initials; the pilot's id where there is one. */
  colourKey?: string | null;
  size?: keyof typeof SIZES;
  className?: string;
}

/**
 * A pilot's picture, or their initials on a colour of their own when they have none (or it does not
 * load). Decorative: the pilot's name is always written beside it.
 */
export function Avatar({ name, url, colourKey, size = "sm", className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const classes = cn("inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full font-bold text-white", SIZES[size], className);
  if (url && failed !== url) {
    return <img src={url} alt="" aria-hidden className={cn(classes, "object-cover")} onError={() => setFailed(url)} />;
  }
  return (
    <span aria-hidden className={cn(classes, colourOf(colourKey ?? name))}>
      {initials(name)}
    </span>
  );
}

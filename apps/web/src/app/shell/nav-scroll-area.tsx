import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { ChevronDown } from "lucide-react";

/**
 * The sidebar's scrolling part. When entries sit below the fold (an 800 px tall window hides Fleet
 * Status and Overseer), a fade and a "More below" hint say that it scrolls; both go at the end.
 */
export function NavScrollArea({ children, hint }: { children: ReactNode; hint: boolean }) {
  const area = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  const measure = useCallback(() => {
    const element = area.current;
    if (element) setMore(element.scrollTop + element.clientHeight < element.scrollHeight - 2);
  }, []);
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);
  return (
    <div className="relative min-h-0 flex-1">
      <div ref={area} onScroll={measure} className="h-full overflow-y-auto">
        <div>{children}</div>
      </div>
      {more && hint ? (
        <div aria-hidden className="pointer-events-none absolute inset-x-0 bottom-0 flex h-10 items-end justify-center bg-gradient-to-t from-hull to-transparent pb-1">
          <span className="flex items-center gap-1 text-[0.65rem] font-semibold tracking-wider text-ink-muted uppercase">
            <ChevronDown className="size-3" />
            More below
          </span>
        </div>
      ) : null}
    </div>
  );
}

import { useState, type ReactNode } from "react";
import { Tooltip as TooltipPrimitive } from "radix-ui";

/** SPEC.md section 9: tooltips open after 700 ms, or at once within 300 ms of the last one closing. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
/** SPEC.md section 9: tooltip side offset. */
export const TOOLTIP_SIDE_OFFSET = 4;

export function TooltipProvider({ children, delayDuration = TOOLTIP_DELAY_MS }: { children: ReactNode; delayDuration?: number }) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

interface TooltipProps {
  content: ReactNode;
  children: ReactNode;
  side?: "top" | "right" | "bottom" | "left";
  /** When true the tooltip never opens (e.g. a sidebar label that is already visible). */
  disabled?: boolean;
}

/** Wraps one focusable child; the tooltip opens on hover and on keyboard focus. */
export function Tooltip({ content, children, side = "top", disabled }: TooltipProps) {
  // Controlled, so toggling `disabled` does not remount the trigger (a focused link keeps focus).
  const [open, setOpen] = useState(false);
  return (
    <TooltipPrimitive.Root open={open && !disabled} onOpenChange={setOpen}>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={TOOLTIP_SIDE_OFFSET}
          className="z-50 rounded-md border border-line bg-hull-raised px-2.5 py-1.5 text-xs font-medium text-ink shadow-lg data-[state=delayed-open]:animate-fade-in"
        >
          {content}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}

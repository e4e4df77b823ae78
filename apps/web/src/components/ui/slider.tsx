import type { ComponentProps } from "react";
import { Slider as SliderPrimitive } from "radix-ui";
import { cn } from "@/lib/ui/cn";

interface SliderProps extends ComponentProps<typeof SliderPrimitive.Root> {
  /** Accessible name of the thumb; a slider without one is unusable with a screen reader. */
  label: string;
  /** What a screen reader says instead of the number (e.g. 'Not set'). */
  valueText?: string;
  /** No value yet: the thumb is not drawn (it shows only while focused, dashed), so nothing looks set. */
  unset?: boolean;
}

/** A single-value slider (arrow keys step, Home/End jump). */
export function Slider({ label, valueText, unset = false, className, ...props }: SliderProps) {
  return (
    <SliderPrimitive.Root
      className={cn("relative flex h-5 w-full touch-none items-center select-none data-[disabled]:opacity-50", className)}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-line">
        <SliderPrimitive.Range className={cn("absolute h-full bg-gradient-to-r from-signal to-nebula", unset && "hidden")} />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={label}
        aria-valuetext={valueText}
        data-unset={unset || undefined}
        className={cn(
          "block size-5 rounded-full border-2 border-signal bg-space shadow shadow-signal/40 hover:scale-110",
          unset && "opacity-0 focus-visible:border-dashed focus-visible:opacity-100",
        )}
      />
    </SliderPrimitive.Root>
  );
}

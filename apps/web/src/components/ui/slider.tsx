import type { ComponentProps } from "react";
import { Slider as SliderPrimitive } from "radix-ui";
import { cn } from "@/lib/cn";

interface SliderProps extends ComponentProps<typeof SliderPrimitive.Root> {
  /** Accessible name of the thumb; a slider without one is unusable with a screen reader. */
  label: string;
  /** What a screen reader says instead of the number (e.g. 'Not set'). */
  valueText?: string;
}

/** A single-value slider (arrow keys step, Home/End jump). */
export function Slider({ label, valueText, className, ...props }: SliderProps) {
  return (
    <SliderPrimitive.Root
      className={cn("relative flex h-5 w-full touch-none items-center select-none data-[disabled]:opacity-50", className)}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-line">
        <SliderPrimitive.Range className="absolute h-full bg-gradient-to-r from-signal to-nebula" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={label}
        aria-valuetext={valueText}
        className="block size-5 rounded-full border-2 border-signal bg-space shadow shadow-signal/40 hover:scale-110"
      />
    </SliderPrimitive.Root>
  );
}

import type { ComponentProps } from "react";
import { Slot } from "radix-ui";
import { cn } from "@/lib/ui/cn";

const VARIANTS = {
  primary:
    "bg-signal text-signal-ink font-semibold hover:bg-signal-strong shadow-[0_0_18px_-4px] shadow-signal/60",
  secondary: "bg-hull-raised text-ink border border-line hover:border-signal/60 hover:bg-hull-raised/80",
  outline: "border border-signal/70 text-signal-strong hover:bg-signal/10",
  ghost: "text-ink-muted hover:text-ink hover:bg-white/5",
  danger: "bg-alert-deep text-white font-semibold hover:bg-alert-deep/85",
} as const;

const SIZES = {
  sm: "h-8 px-3 text-sm gap-1.5",
  md: "h-10 px-4 text-sm gap-2",
  lg: "h-12 px-6 text-base gap-2",
  icon: "size-10",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: ButtonVariant;
  size?: keyof typeof SIZES;
  /** Render the child element (a link, say) with the button's look instead of a <button>. */
  asChild?: boolean;
}

/** The ship's button. Defaults to type="button" so a button in a form never submits by accident. */
export function Button({ variant = "primary", size = "md", asChild, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      type={asChild ? undefined : (type ?? "button")}
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-lg whitespace-nowrap transition-colors",
        "disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...props}
    />
  );
}

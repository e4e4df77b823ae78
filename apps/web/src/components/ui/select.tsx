import type { ComponentProps } from "react";
import { Select as SelectPrimitive } from "radix-ui";
import { Check, ChevronDown } from "lucide-react";
import { cn } from "@/lib/ui/cn";

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps extends Omit<ComponentProps<typeof SelectPrimitive.Root>, "children"> {
  options: readonly SelectOption[];
  id?: string;
  placeholder?: string;
  className?: string;
  "aria-label"?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
}

/**
 * Radix select: typeahead and arrow keys; the trigger takes the Field's id so its <label> names it.
 * Inside a form Radix adds a hidden native <select> for the form's data; it takes the name (the
 * id when none is given), as browsers expect every form field to have one.
 */
export function Select({ options, id, placeholder, className, name, ...props }: SelectProps) {
  const { "aria-label": ariaLabel, "aria-describedby": describedBy, "aria-invalid": invalid, ...root } = props;
  return (
    <SelectPrimitive.Root name={name ?? id} {...root}>
      <SelectPrimitive.Trigger
        id={id}
        aria-label={ariaLabel}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        className={cn(
          "flex h-10 w-full items-center justify-between gap-2 rounded-lg border border-line bg-space/70 px-3 text-sm text-ink",
          "hover:border-signal/50 data-[placeholder]:text-ink-muted aria-[invalid=true]:border-alert",
          className,
        )}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon>
          <ChevronDown className="size-4 text-ink-muted" aria-hidden />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-line bg-hull shadow-xl data-[state=open]:animate-pop-in"
        >
          <SelectPrimitive.Viewport className="p-1">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                className="relative flex cursor-default items-center rounded-md py-2 pr-2 pl-8 text-sm text-ink outline-none select-none data-[highlighted]:bg-signal/15 data-[highlighted]:text-signal-strong"
              >
                <SelectPrimitive.ItemIndicator className="absolute left-2">
                  <Check className="size-4" aria-hidden />
                </SelectPrimitive.ItemIndicator>
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}

/**
 * The browser's own select, for long lists (every timezone): it types ahead, opens the phone's own
 * picker, and costs an <option> per entry, where the select above renders every item on each render.
 */
export function NativeSelect({ options, className, ...props }: Omit<ComponentProps<"select">, "children"> & { options: readonly SelectOption[] }) {
  return (
    <div className="relative">
      <select
        className={cn(
          "h-10 w-full appearance-none rounded-lg border border-line bg-space/70 pr-9 pl-3 text-sm text-ink [color-scheme:dark]",
          "hover:border-signal/50 aria-[invalid=true]:border-alert disabled:cursor-not-allowed disabled:opacity-50",
          className,
        )}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown className="pointer-events-none absolute top-3 right-3 size-4 text-ink-muted" aria-hidden />
    </div>
  );
}

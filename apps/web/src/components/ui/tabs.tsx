import type { ComponentProps } from "react";
import { Tabs as TabsPrimitive } from "radix-ui";
import { cn } from "@/lib/ui/cn";

/** Radix tabs: arrow keys move between triggers, the panel is labelled by its trigger. */
export const Tabs = TabsPrimitive.Root;

interface TabsListProps extends ComponentProps<typeof TabsPrimitive.List> {
  /** Stretch over the full width, triggers sharing it equally. */
  stretch?: boolean;
}

export function TabsList({ stretch, className, ...props }: TabsListProps) {
  return (
    <TabsPrimitive.List
      className={cn(
        "flex-wrap items-center gap-1 rounded-lg border border-line bg-hull/80 p-1",
        stretch ? "flex w-full [&>*]:flex-1 [&>*]:justify-center" : "inline-flex",
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium text-ink-muted transition-colors",
        "hover:text-ink data-[state=active]:bg-signal/15 data-[state=active]:text-signal-strong",
        "disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn("mt-4", className)} {...props} />;
}

import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/ui/cn";

interface EmptyStateProps {
  icon?: LucideIcon;
  title: string;
  description?: ReactNode;
  /** One call to action, e.g. a Button. */
  action?: ReactNode;
  className?: string;
}

/** What a list shows when it has nothing in it: a clear line and, when there is one, the next step. */
export function EmptyState({ icon: Icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-line px-6 py-12 text-center",
        className,
      )}
    >
      {Icon ? <Icon className="size-10 text-nebula" aria-hidden /> : null}
      <p className="font-display text-base font-semibold text-ink">{title}</p>
      {description ? <p className="max-w-md text-sm text-ink-muted">{description}</p> : null}
      {action}
    </div>
  );
}

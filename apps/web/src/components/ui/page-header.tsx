import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";

interface PageHeaderProps {
  title: string;
  icon?: LucideIcon;
  /** A line under the title (a welcome, a short purpose). */
  subtitle?: ReactNode;
  /** Controls on the right: a balance, a primary action. */
  actions?: ReactNode;
}

/** The page's one h1, in the ship's display type. */
export function PageHeader({ title, icon: Icon, subtitle, actions }: PageHeaderProps) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="flex min-w-0 items-center gap-3">
        {Icon ? (
          <span className="rounded-xl border border-signal/40 bg-signal/10 p-2.5 text-signal-strong" aria-hidden>
            <Icon className="size-6" />
          </span>
        ) : null}
        <div className="min-w-0">
          <h1 className="font-display text-2xl font-bold tracking-wide text-ink [text-shadow:0_0_18px_rgb(34_211_238/0.45)] sm:text-3xl">
            {title}
          </h1>
          {subtitle ? <p className="mt-1 text-sm text-ink-muted">{subtitle}</p> : null}
        </div>
      </div>
      {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
    </header>
  );
}

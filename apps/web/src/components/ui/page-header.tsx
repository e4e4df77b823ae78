import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { PAGE_HEADER_CLASSES as CLASSES } from "./frame-classes";

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
    <header className={CLASSES.header}>
      <div className={CLASSES.titleRow}>
        {Icon ? (
          <span className={CLASSES.iconBox} aria-hidden>
            <Icon className={CLASSES.icon} />
          </span>
        ) : null}
        <div className="min-w-0">
          <h1 className={CLASSES.title}>{title}</h1>
          {subtitle ? <p className="mt-1 text-sm text-ink-muted">{subtitle}</p> : null}
        </div>
      </div>
      {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
    </header>
  );
}

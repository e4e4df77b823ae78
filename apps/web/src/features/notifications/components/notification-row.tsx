import type { Notification } from "@soundship/shared";
import { cn } from "@/lib/ui/cn";

interface NotificationRowProps {
  notification: Notification;
  /** When it was written, in the pilot's time zone. */
  time: string;
  onOpen: (notification: Notification) => void;
}

/** One notification: a button that reads it and opens its page; unread ones carry a dot and say so. */
export function NotificationRow({ notification, time, onOpen }: NotificationRowProps) {
  const unread = !notification.read;
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(notification)}
        className={cn(
          "flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-white/5 focus-visible:bg-white/5",
          unread && "bg-signal/5",
        )}
      >
        <span aria-hidden className={cn("mt-1.5 size-2.5 shrink-0 rounded-full", unread ? "bg-signal-strong" : "bg-transparent")} />
        <span className="min-w-0 flex-1">
          <span className={cn("block break-words text-ink", unread ? "font-semibold" : "font-normal")}>
            {unread ? <span className="sr-only">Unread: </span> : null}
            {notification.title}
          </span>
          {notification.body ? <span className="mt-0.5 block break-words text-sm text-ink-muted">{notification.body}</span> : null}
          <span className="mt-1 block text-xs text-ink-muted">{time}</span>
        </span>
      </button>
    </li>
  );
}

import type { NotificationEvent } from "@soundship/shared";

type Listener = (notification: NotificationEvent) => void;

const listeners = new Set<Listener>();

/** The schema loads with the first notification, not with the app: it brings Zod, and most visits see no notification. */
const loadSchema = () => import("./notification-event-schema").then((module) => module.notificationEventSchema);

/**
 * Hands a notification that just arrived on the live stream to whoever shows it (the toast in the
 * app shell): the stream lives in lib, the toast needs the router, so they meet here.
 */
export function announceNotification(data: Record<string, unknown>): void {
  void loadSchema().then((schema) => {
    const parsed = schema.safeParse(data);
    if (!parsed.success) return;
    for (const listener of listeners) listener(parsed.data);
  });
}

/** Calls `listener` for every notification that arrives; answers the function that stops it. */
export function onNotification(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

import { useEffect } from "react";
import { useNavigate } from "react-router";
import { onNotification } from "@/lib/notification-events";
import { toast } from "@/lib/ui/toast";
import { useMarkRead } from "./api/notifications";

/** Toasts each notification that arrives while the pilot is in the app, with a button that opens it. */
export function useNotificationToasts(): void {
  const navigate = useNavigate();
  const { mutate: markRead } = useMarkRead();
  useEffect(
    () =>
      onNotification((notification) => {
        toast.info(notification.title, {
          description: notification.body,
          action: {
            label: "Open",
            onClick: () => {
              markRead([notification.id]);
              void navigate(notification.link);
            },
          },
        });
      }),
    [navigate, markRead],
  );
}

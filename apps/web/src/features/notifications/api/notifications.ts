import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { sdk } from "@/lib/sdk/sdk";
import { toast } from "@/lib/ui/toast";
import { refusalMessage } from "@/lib/sdk/errors";

/** The inbox shows the latest 100 notifications. */
export const INBOX_LIMIT = 100;

// Under "notifications", which every notification event marks stale (lib/live-updates.ts).
const INBOX_KEY = ["notifications", "inbox"] as const;
const UNREAD_KEY = ["notifications", "unread"] as const;

/** The pilot's latest notifications, newest first (the server answers only the caller's own). */
export function useNotifications() {
  return useQuery({
    queryKey: INBOX_KEY,
    queryFn: ({ signal }) => sdk.entities.Notification.list("-created_date", INBOX_LIMIT, undefined, undefined, { signal }),
  });
}

/** How many of the pilot's notifications are unread: read once, then refreshed by live events only. */
export function useUnreadCount() {
  return useQuery({
    queryKey: UNREAD_KEY,
    queryFn: ({ signal }) => sdk.entities.Notification.count({ read: false }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Marks the named notifications read, or all of them; the bell takes the count the server answers. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => sdk.functions.invoke("markNotificationsRead", ids ? { ids } : {}),
    onSuccess: ({ unread }) => {
      queryClient.setQueryData(UNREAD_KEY, unread);
      void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
    },
    onError: (error) => void toast.error(refusalMessage(error, "Notifications could not be marked read"), { scope: "notifications" }),
  });
}

import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { Bell, BellOff, CheckCheck, WifiOff } from "lucide-react";
import type { Notification } from "@soundship/shared";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { useCurrentUser } from "@/lib/hooks/current-user";
import { formatDateTime } from "@/lib/format/format";
import { PAGE_TITLES, pagePath } from "@/lib/routing/pages";
import { useMarkRead, useNotifications, useUnreadCount } from "./api/notifications";
import { groupByDay } from "./notification-days";
import { NotificationRow } from "./components/notification-row";

/** /Notifications: the pilot's inbox by day, unread marked; opening one reads it and goes to its page (DESIGN.md section 6). */
export function NotificationsPage() {
  const { data: user } = useCurrentUser();
  const inbox = useNotifications();
  const unread = useUnreadCount();
  const markRead = useMarkRead();
  const navigate = useNavigate();

  useEffect(() => {
    if (inbox.error) console.error("Notifications: the inbox failed to load", inbox.error);
  }, [inbox.error]);

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate([notification.id]);
    void navigate(notification.link);
  };
  const unreadCount = unread.data ?? 0;
  return (
    <>
      <PageHeader
        title={PAGE_TITLES.Notifications}
        icon={Bell}
        subtitle={unreadCount ? `${unreadCount} unread` : "All caught up"}
        actions={
          <>
            <Button variant="ghost" asChild>
              <Link to={pagePath("Settings")}>Preferences</Link>
            </Button>
            <Button variant="secondary" onClick={() => markRead.mutate(undefined)} disabled={unreadCount === 0 || markRead.isPending}>
              <CheckCheck aria-hidden />
              Mark all read
            </Button>
          </>
        }
      />
      {inbox.isLoading ? (
        <LoadingState className="py-10" />
      ) : inbox.isError ? (
        <EmptyState
          icon={WifiOff}
          title="Notifications could not be loaded"
          description="Check your connection and try again."
          action={<Button onClick={() => void inbox.refetch()}>Try again</Button>}
        />
      ) : !inbox.data?.length ? (
        <EmptyState icon={BellOff} title="No notifications yet" description="Enter a battle and we will tell you when judging opens and the results are in." />
      ) : (
        <div className="flex flex-col gap-6">
          {groupByDay(inbox.data, new Date(), user?.timezone).map((day) => (
            <section key={day.day} aria-labelledby={`day-${day.day}`}>
              <h2 id={`day-${day.day}`} className="mb-2 font-display text-sm font-semibold tracking-wider text-ink-muted uppercase">
                {day.label}
              </h2>
              <Card>
                <CardContent className="p-0">
                  <ul className="divide-y divide-line">
                    {day.items.map((notification) => (
                      <NotificationRow key={notification.id} notification={notification} time={formatDateTime(notification.created_date, user?.timezone)} onOpen={open} />
                    ))}
                  </ul>
                </CardContent>
              </Card>
            </section>
          ))}
        </div>
      )}
    </>
  );
}

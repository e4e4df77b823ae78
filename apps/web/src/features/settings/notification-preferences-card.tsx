import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { NOTIFICATION_TYPE_LABELS, type NotificationPreference } from "@soundship/shared";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadingState } from "@/components/ui/loading-state";
import { refusalMessage } from "@/lib/sdk/errors";
import { sdk } from "@/lib/sdk/sdk";
import { toast } from "@/lib/ui/toast";

const KEY = ["settings", "notification-preferences"] as const;

/** The preferences section of /Settings: per type, in the app and by mail; each change is saved at once. */
export function NotificationPreferencesCard() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: KEY, queryFn: ({ signal }) => sdk.functions.invoke("notificationPreferences", {}, { signal }) });
  const save = useMutation({
    mutationFn: (preference: NotificationPreference) => sdk.functions.invoke("saveNotificationPreferences", { preferences: [preference] }),
    onSuccess: (result) => queryClient.setQueryData(KEY, result),
    onError: (error) => void toast.error(refusalMessage(error, "Preferences could not be saved"), { scope: "preferences" }),
  });
  return (
    <Card aria-labelledby="preferences-title">
      <CardHeader>
        <CardTitle id="preferences-title">Notifications</CardTitle>
      </CardHeader>
      <CardContent>
        {query.isLoading ? (
          <LoadingState className="py-6" />
        ) : query.isError ? (
          <div className="flex flex-col items-start gap-2">
            <p className="text-sm text-ink-muted">Preferences could not be loaded.</p>
            <Button variant="secondary" onClick={() => void query.refetch()}>Try again</Button>
          </div>
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">Where each kind of notification reaches you</caption>
            <thead>
              <tr className="text-left text-ink-muted">
                <th scope="col" className="py-2 font-medium">Notification</th>
                <th scope="col" className="w-16 py-2 text-center font-medium">In app</th>
                <th scope="col" className="w-16 py-2 text-center font-medium">By mail</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {query.data?.preferences.map((preference) => (
                <tr key={preference.type}>
                  <th scope="row" className="py-2 pr-2 text-left font-normal text-ink">{NOTIFICATION_TYPE_LABELS[preference.type]}</th>
                  {(["in_app", "email"] as const).map((channel) => (
                    <td key={channel} className="py-2 text-center">
                      <input
                        type="checkbox"
                        className="size-5 accent-signal"
                        aria-label={`${NOTIFICATION_TYPE_LABELS[preference.type]}: ${channel === "in_app" ? "in app" : "by mail"}`}
                        checked={preference[channel]}
                        disabled={save.isPending}
                        onChange={(event) => save.mutate({ ...preference, [channel]: event.target.checked })}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}

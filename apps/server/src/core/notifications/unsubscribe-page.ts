import { NOTIFICATION_TYPE_LABELS, type NotificationType } from "@soundship/shared";
import { renderHtml } from "../mail/mail-layout.ts";

/**
 * The page a pilot sees after following a mail's unsubscribe link in a browser, signed out: what
 * stopped, or that the link is not valid, and the way to Settings. Drawn like the mail it came from.
 */
export function unsubscribePage(publicUrl: string, type: NotificationType | null): string {
  const settings = { label: "Open notification settings", url: `${publicUrl}/Settings` };
  if (!type) {
    return renderHtml({
      heading: "This unsubscribe link is not valid",
      intro: ["It may have been cut short when it was copied. Open it again from the mail, or choose which mails you get in Settings."],
      action: settings,
      footer: ["Nothing was changed."],
    });
  }
  const label = NOTIFICATION_TYPE_LABELS[type];
  return renderHtml({
    heading: "You are unsubscribed",
    intro: [`You will no longer get mails about "${label}". Your other notifications stay as they were.`],
    action: settings,
    footer: ["Changed your mind? Turn it back on in Settings, under Notifications."],
  });
}

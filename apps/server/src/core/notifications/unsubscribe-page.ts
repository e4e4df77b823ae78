import { NOTIFICATION_TYPE_LABELS, type NotificationType, type UnsubscribeLink } from "@soundship/shared";
import { renderHtml } from "../mail/mail-layout.ts";

/*
 * The pages a pilot sees, signed out, from a mail's unsubscribe link in a browser, drawn like the
 * mail it came from: opening the link only asks (a mail scanner or a link preview opens it too),
 * the button's POST unsubscribes.
 */

const settingsLink = (publicUrl: string) => ({ label: "Open notification settings", url: `${publicUrl}/Settings` });

function invalidLinkPage(publicUrl: string): string {
  return renderHtml({
    heading: "This unsubscribe link is not valid",
    intro: ["It may have been cut short when it was copied. Open it again from the mail, or choose which mails you get in Settings."],
    action: settingsLink(publicUrl),
    footer: ["Nothing was changed."],
  });
}

/**
 * What the opened link shows, changing nothing: the type it would turn off by mail and an
 * Unsubscribe button that POSTs `List-Unsubscribe=One-Click` to `postTo` (the link itself), or that
 * those mails are off already; that the link is not valid for a refused token.
 */
export function unsubscribeLinkPage(publicUrl: string, target: UnsubscribeLink | null, postTo: string): string {
  if (!target) return invalidLinkPage(publicUrl);
  const label = NOTIFICATION_TYPE_LABELS[target.type];
  if (!target.email) {
    return renderHtml({
      heading: `Mails about "${label}" are already off`,
      intro: ["There is nothing to unsubscribe from. Your other notifications stay as they were."],
      action: settingsLink(publicUrl),
      footer: ["Want them back? Turn them on in Settings, under Notifications."],
    });
  }
  return renderHtml({
    heading: `Stop mails about "${label}"?`,
    intro: [`Unsubscribe and you will no longer get mails about "${label}". Your other notifications stay as they were.`],
    form: { label: "Unsubscribe", url: postTo, fields: { "List-Unsubscribe": "One-Click" } },
    footer: ["Nothing changes until you press Unsubscribe. You can also choose which mails you get in Settings."],
    footerLink: settingsLink(publicUrl),
  });
}

/** What the Unsubscribe button's POST answers a browser: what stopped, or that the link is not valid. */
export function unsubscribedPage(publicUrl: string, type: NotificationType | null): string {
  if (!type) return invalidLinkPage(publicUrl);
  const label = NOTIFICATION_TYPE_LABELS[type];
  return renderHtml({
    heading: "You are unsubscribed",
    intro: [`You will no longer get mails about "${label}". Your other notifications stay as they were.`],
    action: settingsLink(publicUrl),
    footer: ["Changed your mind? Turn it back on in Settings, under Notifications."],
  });
}

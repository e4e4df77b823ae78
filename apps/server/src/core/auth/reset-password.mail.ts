import type { Mail } from "../mail/mail.ts";
import { renderMail } from "../mail/mail-layout.ts";

/** How long a reset link works; the auth library's token expires with it. */
export const RESET_LINK_MINUTES = 60;

/** The link a pilot follows to choose a new password: the app's login page with the token. */
export const resetPasswordUrl = (publicUrl: string, token: string) => `${publicUrl}/login?reset_token=${encodeURIComponent(token)}`;

/** A reset link for a pilot who forgot the password. */
export function resetPasswordMail(to: string, publicUrl: string, token: string): Mail {
  return {
    to,
    reason: "reset-password",
    subject: "Reset your Soundship password",
    ...renderMail({
      heading: "Choose a new password",
      intro: [`Someone asked to reset the password of your Soundship account. Open the link to choose a new one; it works for ${RESET_LINK_MINUTES} minutes and once only.`],
      action: { label: "Choose a new password", url: resetPasswordUrl(publicUrl, token) },
      footer: ["If you did not ask for this, ignore this mail: your password stays as it is."],
    }),
  };
}

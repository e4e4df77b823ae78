import type { Mail } from "../mail/mail.ts";
import { renderMail } from "../mail/mail-layout.ts";

/**
 * Tells a pilot their password was just changed, from Settings or a reset link: if it was not them,
 * this mail is how they learn in time to take the account back.
 */
export function passwordChangedMail(to: string, publicUrl: string): Mail {
  return {
    to,
    reason: "password-changed",
    subject: "Your Soundship password was changed",
    ...renderMail({
      heading: "Your password was changed",
      intro: ["The password of your Soundship account was just changed, and your other signed-in devices were signed out."],
      action: { label: "Open Soundship", url: `${publicUrl}/login` },
      footer: ["If you did not change it, choose a new password at once with \"Forgot password?\" on the login page."],
    }),
  };
}

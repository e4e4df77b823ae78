import type { Mail } from "../mail/mail.ts";
import { renderMail } from "../mail/mail-layout.ts";

/** The link that confirms an address: the app's login page with the token. */
export const verifyEmailUrl = (publicUrl: string, token: string) => `${publicUrl}/login?verify_token=${encodeURIComponent(token)}`;

/**
 * Asks a pilot to confirm an address: the one signed up with, or a new one they asked to move to
 * (`change`), which replaces the old only once confirmed from this mail.
 */
export function verifyEmailMail(to: string, publicUrl: string, token: string, change = false): Mail {
  return {
    to,
    reason: change ? "change-email" : "verify-email",
    subject: change ? "Confirm your new Soundship address" : "Verify your Soundship address",
    ...renderMail({
      heading: change ? "Confirm your new address" : "Verify your address",
      intro: [
        change
          ? "You asked to use this address for your Soundship account. Open the link to confirm it; until then your account keeps its old address."
          : "Welcome aboard, pilot. Open the link to confirm this address belongs to you, so you can always get back into your account.",
      ],
      action: { label: change ? "Confirm my new address" : "Verify my address", url: verifyEmailUrl(publicUrl, token) },
      footer: ["The link works for 24 hours. If you did not sign up for Soundship, ignore this mail."],
    }),
  };
}

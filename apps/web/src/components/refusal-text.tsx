import { Link } from "react-router";
import { SEE_FLEET_STATUS, tierRefusalSentence } from "@soundship/shared";
import { pagePath } from "@/lib/routing/pages";

/**
 * A refusal from the server as a sentence: one a tier would lift ('cadet tier or higher required')
 * reads 'Cadet tier or higher required — see Fleet Status', with Fleet Status a link to the page.
 */
export function RefusalText({ message }: { message: string }) {
  const sentence = tierRefusalSentence(message);
  const at = sentence.indexOf(SEE_FLEET_STATUS);
  if (at < 0) return <>{sentence}</>;
  const linkAt = at + "see ".length;
  return (
    <>
      {sentence.slice(0, linkAt)}
      <Link to={pagePath("MembershipHQ")} className="font-semibold text-signal-strong underline underline-offset-2">
        Fleet Status
      </Link>
      {sentence.slice(linkAt + "Fleet Status".length)}
    </>
  );
}

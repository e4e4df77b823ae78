import { useState } from "react";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { useAction } from "@/lib/hooks/use-action";
import { refusalMessage } from "@/lib/sdk/errors";
import { useResendVerification } from "../api/change-email";

/** "Send a new verification link" for an address not confirmed yet, with the server's answer under it. */
export function ResendVerification({ email }: { email: string }) {
  const resend = useResendVerification();
  const [answer, setAnswer] = useState<{ tone: "success" | "error"; text: string }>();
  const send = useAction(async () => {
    try {
      setAnswer({ tone: "success", text: (await resend.mutateAsync(email)).message });
    } catch (error) {
      setAnswer({ tone: "error", text: refusalMessage(error, "The link could not be sent now. Try again in a minute") });
    }
  });
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-sm text-ink-muted">Confirm it from the link we mailed you: it keeps the account yours if you forget the password.</p>
      <Button variant="outline" size="sm" disabled={send.pending} onClick={() => void send.run()}>
        {send.pending ? "Sending..." : "Send a new verification link"}
      </Button>
      {answer ? <FormAlert tone={answer.tone}>{answer.text}</FormAlert> : null}
    </div>
  );
}

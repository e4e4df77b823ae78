import { useState } from "react";
import { Button } from "@/components/ui/button";
import { authClient } from "./auth-client";
import { authErrorMessage } from "./auth-messages";
import { FormAlert } from "@/components/form-alert";

/** "Send a new link": asks for another verification mail to `email` (the answer is the same for any address). */
export function ResendVerification({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ tone: "success" | "error"; text: string }>();
  const resend = async () => {
    setBusy(true);
    try {
      setAnswer({ tone: "success", text: (await authClient.auth.requestVerification(email)).message });
    } catch (error) {
      setAnswer({ tone: "error", text: authErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <Button type="button" variant="outline" onClick={resend} disabled={busy}>
        {busy ? "Sending..." : "Send a new verification link"}
      </Button>
      {answer ? <FormAlert tone={answer.tone}>{answer.text}</FormAlert> : null}
    </div>
  );
}

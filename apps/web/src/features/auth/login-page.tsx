import { useEffect, useState } from "react";
import { Rocket } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ForgotPasswordForm } from "./forgot-password-form";
import { ResetPasswordForm } from "./reset-password-form";
import { NEW_PILOT_LANDING } from "@/lib/pages";
import { authClient } from "./auth-client";
import { resetEmail } from "./remembered-email";
import { newPilotFromUrl, returnUrl } from "./return-url";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

type Mode = "sign-in" | "sign-up" | "forgot" | "reset";

const HEADINGS: Record<Mode, string> = {
  "sign-in": "Pilot Login",
  "sign-up": "Join the Fleet",
  forgot: "Forgot Password",
  reset: "Choose a New Password",
};

/** Drops `reset_token` from the address bar once read, so the one-time link is not kept in history. */
function takeResetToken(): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get("reset_token");
  if (token !== null) {
    url.searchParams.delete("reset_token");
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }
  return token;
}

/** The hosted login page: `/login?from_url=…&app_id=…` (SPEC.md section 7). */
export function LoginPage() {
  const [resetToken] = useState(takeResetToken);
  const [mode, setMode] = useState<Mode>(resetToken ? "reset" : "sign-in");
  const [notice, setNotice] = useState<string>();

  useEffect(() => {
    document.title = `${HEADINGS[mode]} · Soundship`;
  }, [mode]);

  const returnToApp = (token: string) => {
    const fromUrl = new URLSearchParams(window.location.search).get("from_url");
    window.location.replace(returnUrl(fromUrl, token, window.location.origin));
  };
  const welcomeNewPilot = (token: string) => {
    const fromUrl = new URLSearchParams(window.location.search).get("from_url");
    window.location.replace(returnUrl(newPilotFromUrl(fromUrl, window.location.origin, NEW_PILOT_LANDING), token, window.location.origin));
  };

  // A pilot who is already signed in has nothing to do here: back to the ship, once the session proves valid.
  useEffect(() => {
    const token = authClient.getToken();
    if (!token || resetToken) return;
    const controller = new AbortController();
    authClient.auth.me({ signal: controller.signal }).then(
      () => returnToApp(token),
      () => undefined, // An expired session: the form is what they need.
    );
    return () => controller.abort();
  }, [resetToken]);

  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 px-4 py-10">
      <div className="flex flex-col items-center gap-2 text-center">
        <Rocket className="size-10 text-signal-strong" aria-hidden />
        <p className="font-display text-sm font-bold tracking-[0.3em] text-ink-muted">SOUNDSHIP COMMAND</p>
        <h1 className="font-display text-3xl font-bold tracking-wide text-ink">{HEADINGS[mode]}</h1>
      </div>
      <Card className="w-full max-w-md">
        <CardContent className="pt-5">
          {mode === "forgot" ? (
            <ForgotPasswordForm onBack={() => setMode("sign-in")} />
          ) : mode === "reset" && resetToken ? (
            <ResetPasswordForm
              token={resetToken}
              onCancel={() => setMode("sign-in")}
              onDone={() => {
                setNotice("Password changed. Sign in with your new password.");
                setMode("sign-in");
              }}
            />
          ) : (
            <Tabs value={mode} onValueChange={(value) => setMode(value as Mode)}>
              <TabsList stretch>
                <TabsTrigger value="sign-in">Sign in</TabsTrigger>
                <TabsTrigger value="sign-up">Create account</TabsTrigger>
              </TabsList>
              <TabsContent value="sign-in">
                <SignInForm
                  onSignedIn={returnToApp}
                  onForgotPassword={() => setMode("forgot")}
                  notice={notice}
                  onAttempt={() => setNotice(undefined)}
                  defaultEmail={resetEmail.read()}
                />
              </TabsContent>
              <TabsContent value="sign-up">
                <SignUpForm onSignedIn={welcomeNewPilot} />
              </TabsContent>
            </Tabs>
          )}
        </CardContent>
      </Card>
    </main>
  );
}

import { useEffect, useState } from "react";
import { Rocket } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ForgotPasswordForm } from "./forgot-password-form";
import { ResetPasswordForm } from "./reset-password-form";
import { NEW_PILOT_LANDING } from "@/lib/routing/pages";
import { PLATFORM_MESSAGES } from "@soundship/shared";
import { authClient } from "./auth-client";
import { authErrorMessage } from "./auth-messages";
import { FormAlert } from "@/components/form-alert";
import { ProviderButtons } from "./provider-buttons";
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

/** Drops a one-time parameter (a mail's token, a provider's error) from the address bar once read, so it is not kept in history. */
function takeParam(name: string): string | null {
  const url = new URL(window.location.href);
  const value = url.searchParams.get(name);
  if (value !== null) {
    url.searchParams.delete(name);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }
  return value;
}

/** Why a provider's sign-in came back without a session (`error=` from the server or the auth library). */
function providerError(code: string | null): string | undefined {
  if (code === null) return undefined;
  if (code === "banned") return PLATFORM_MESSAGES.accountBanned;
  if (code === "account_not_linked") return PLATFORM_MESSAGES.providerNotLinked;
  return PLATFORM_MESSAGES.providerFailed;
}

/** The hosted login page: `/login?from_url=…&app_id=…` (SPEC.md section 7). */
export function LoginPage() {
  const [resetToken] = useState(() => takeParam("reset_token"));
  const [verifyToken] = useState(() => takeParam("verify_token"));
  const [failure, setFailure] = useState(() => providerError(takeParam("error")));
  const [mode, setMode] = useState<Mode>(resetToken ? "reset" : "sign-in");
  const [notice, setNotice] = useState<string>();

  // The link of a verification mail: confirm the address, then carry on as the page would.
  useEffect(() => {
    if (!verifyToken) return;
    authClient.auth.verifyEmail(verifyToken).then(
      (answer) => setNotice(answer.message),
      (error) => setFailure(authErrorMessage(error)),
    );
  }, [verifyToken]);

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
    if (!token || resetToken || verifyToken) return;
    const controller = new AbortController();
    authClient.auth.me({ signal: controller.signal }).then(
      () => returnToApp(token),
      () => undefined, // An expired session: the form is what they need.
    );
    return () => controller.abort();
  }, [resetToken, verifyToken]);

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
                  onAttempt={() => {
                    setNotice(undefined);
                    setFailure(undefined);
                  }}
                  defaultEmail={resetEmail.read()}
                />
              </TabsContent>
              <TabsContent value="sign-up">
                <SignUpForm onSignedIn={welcomeNewPilot} />
              </TabsContent>
            </Tabs>
          )}
          {mode === "sign-in" || mode === "sign-up" ? (
            <>
              {/* Only while there is one: the forms keep their own alert, and a page has one to read out. */}
              {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
              <ProviderButtons fromUrl={new URLSearchParams(window.location.search).get("from_url")} />
            </>
          ) : null}
        </CardContent>
      </Card>
    </main>
  );
}

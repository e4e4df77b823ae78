import { LoginPage } from "@/features/auth/login-page";
import { mount } from "./mount";
import { Starfield } from "./shell/starfield";

/** The login page under the same sky as the ship, without the shell, the query cache or the signed-in client. */
export function LoginApp() {
  return (
    <div className="relative isolate min-h-svh">
      <Starfield />
      <LoginPage />
    </div>
  );
}

/** Renders the login page into the page (main.tsx). */
export function mountLoginApp(): void {
  mount(<LoginApp />);
}

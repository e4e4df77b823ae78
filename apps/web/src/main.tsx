import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./index.css";

const root = createRoot(document.getElementById("root")!);

/**
 * The login page and the signed-in app are two bundles that never share a page: sign-in ends with a
 * full navigation back to the app (carrying the token), and sign-out with one to the login page.
 * Loading only the one needed keeps both first loads small, and keeps the signed-in client (which
 * redirects on a lost session) off the login page.
 */
const isLoginPage = window.location.pathname.replace(/\/+$/, "").toLowerCase() === "/login";

const app = isLoginPage
  ? import("./app/login-app").then((m) => <m.LoginApp />)
  : import("./app/main-app").then((m) => <m.MainApp />);

void app.then((element) => root.render(<StrictMode>{element}</StrictMode>));

import "./lib/zod-jitless";
import "./index.css";
import { paintBootFrame } from "./app/boot-frame";
import { preloadPageCode } from "./app/preload-page";

/**
 * The login page and the signed-in app are two bundles that never share a page: sign-in ends with a
 * full navigation back to the app (carrying the token), and sign-out with one to the login page.
 * Loading only the one needed keeps both first loads small, and keeps the signed-in client (which
 * redirects on a lost session) off the login page.
 *
 * This entry holds no React: it is small, so it runs soon after the page arrives. It paints the
 * ship's frame with the page's title at once, and asks at once for everything the first screen
 * needs — the pilot, the app's code and the current page's code — instead of one after the other
 * as each piece boots.
 */
const isLoginPage = window.location.pathname.replace(/\/+$/, "").toLowerCase() === "/login";

/**
 * Runs `start` once the page has painted: the boot frame needs only the stylesheet, and the app's
 * code, some 150 KB, would otherwise share a slow line with it. A hidden tab paints no frames, hence
 * the timer.
 */
function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  requestAnimationFrame(() => setTimeout(once));
  setTimeout(once, 500);
}

/**
 * The first date or number a page formats makes the browser load its locale data (some 20 ms on a
 * desktop, four times that on a slow phone) inside whichever render comes first: the Command Deck's,
 * for the pilot's day. Done here, it runs while the page waits for the app's code and the pilot.
 */
function loadLocaleData(): void {
  new Intl.DateTimeFormat("en-US", { timeZone: "UTC", timeZoneName: "longOffset" }).format(0);
}

if (isLoginPage) {
  void import("./app/login-app").then((m) => m.mountLoginApp());
} else {
  paintBootFrame();
  void import("./lib/sdk/pilot-prefetch").then((m) => m.prefetchPilot());
  afterFirstPaint(() => {
    preloadPageCode();
    void import("./app/main-app").then((m) => m.mountMainApp());
    loadLocaleData();
  });
}

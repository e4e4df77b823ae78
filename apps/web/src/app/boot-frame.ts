import { LOADING_STATE_CLASSES, PAGE_HEADER_CLASSES } from "@/components/ui/frame-classes";
import { ADMIN_PAGES, BOOT_LOADING_TEXT, PAGE_TITLES, pageFromPath } from "@/lib/routing/pages";
import { COMMAND_NAME, FRAME_CLASSES } from "./shell/frame-classes";
import { MOBILE_QUERY } from "./shell/mobile-query";
import { readSidebarOpen } from "./shell/sidebar-cookie";

const BOOT_FRAME_ID = "boot-frame";

/** An element with its classes, its children (elements or text) and attributes. */
function node(tag: string, className: string, children: (Node | string)[] = [], attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement(tag);
  element.className = className;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

/** The page's header as PageHeader lays it out, its icon's place held by an empty box of the icon's size. */
function pageHeader(title: string): HTMLElement {
  const iconBox = node("span", PAGE_HEADER_CLASSES.iconBox, [node("span", `block ${PAGE_HEADER_CLASSES.icon}`)], { "aria-hidden": "true" });
  const heading = node("div", "min-w-0", [node("h1", PAGE_HEADER_CLASSES.title, [title])]);
  return node("header", PAGE_HEADER_CLASSES.header, [node("div", PAGE_HEADER_CLASSES.titleRow, [iconBox, heading])], { "aria-hidden": "true" });
}

/** SPEC.md's boot text under a spinner, as LoadingState shows it. */
function bootStatus(): HTMLElement {
  const spinner = node("span", LOADING_STATE_CLASSES.spinner, [], { "aria-hidden": "true" });
  return node("div", LOADING_STATE_CLASSES.box, [spinner, node("p", LOADING_STATE_CLASSES.text, [BOOT_LOADING_TEXT])], { role: "status" });
}

/**
 * Paints the ship's frame before React and the app's code have arrived: the sidebar's column (or
 * the mobile header), the title of the page the address names and the boot text, laid out with
 * the shell's own classes. The pilot sees where they are at once instead of an empty screen for
 * as long as the code takes; the app removes the frame as it shows the same frame itself
 * (removeBootFrame). Assistive technology hears only the boot text: the title becomes the page's
 * heading when the app shows the page, with its controls. An admin page shows no title: who may
 * see it is known only later.
 */
export function paintBootFrame(): void {
  const page = pageFromPath(window.location.pathname);
  const mobile = window.matchMedia(MOBILE_QUERY).matches;
  const main = node("main", FRAME_CLASSES.main, [...(ADMIN_PAGES.includes(page) ? [] : [pageHeader(PAGE_TITLES[page])]), bootStatus()]);
  const mobileHeader = node(
    "header",
    FRAME_CLASSES.mobileHeader,
    [node("span", FRAME_CLASSES.mobileMenu), node("span", `block ${FRAME_CLASSES.mobileRocket}`), node("p", FRAME_CLASSES.mobileTitle, [COMMAND_NAME])],
    { "aria-hidden": "true" },
  );
  const sidebar = node("aside", `${FRAME_CLASSES.sidebar} ${FRAME_CLASSES.sidebarWidth(!readSidebarOpen())}`, [], { "aria-hidden": "true" });
  const content = node("div", FRAME_CLASSES.content, mobile ? [mobileHeader, main] : [main]);
  const frame = node("div", FRAME_CLASSES.frame, [node("div", FRAME_CLASSES.columns, mobile ? [content] : [sidebar, content])]);
  // Over the page rather than in its flow: the app's root stays where it is, so nothing in it moves when the frame goes.
  document.body.append(node("div", "fixed inset-0 overflow-hidden", [frame], { id: BOOT_FRAME_ID }));
}

/** Takes the boot frame away, once the app shows something of its own. */
export function removeBootFrame(): void {
  document.getElementById(BOOT_FRAME_ID)?.remove();
}

import { pageFromPath } from "@/lib/routing/pages";

/** Must match PAGE_MODULES_ID in page-preload.ts, which writes the table at build time. */
const TABLE_ID = "page-modules";

/**
 * Starts fetching the current page's code (the files the build listed for it in index.html), so it
 * downloads beside the app's code instead of after the app has booted. The development server has
 * no such table: there the page loads as it renders.
 */
export function preloadPageCode(): void {
  const table = document.getElementById(TABLE_ID)?.textContent;
  if (!table) return;
  const files = (JSON.parse(table) as Record<string, string[]>)[pageFromPath(window.location.pathname).toLowerCase()] ?? [];
  for (const file of files) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = `${import.meta.env.BASE_URL}${file}`;
    document.head.append(link);
  }
}

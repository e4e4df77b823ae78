import type { HtmlTagDescriptor, Plugin } from "vite";

type Bundle = NonNullable<Parameters<Extract<NonNullable<Plugin["generateBundle"]>, (...args: never[]) => unknown>>[1]>;

/** The id of the JSON block in index.html that maps a page to its code. */
export const PAGE_MODULES_ID = "page-modules";

/** A page's module is `features/<feature>/<kebab-name>-page.tsx`; its key is the page name in lower case (`judge-panel` → `judgepanel`). */
const PAGE_MODULE = /[\\/]features[\\/][^\\/]+[\\/]([a-z-]+)-page\.tsx$/;

/** A chunk's file and every file it imports statically, recursively. */
function closure(bundle: Bundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== "chunk") return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) closure(bundle, imported, seen);
  return seen;
}

/**
 * The app loads each page's code when the page renders, which is after the app's own code has
 * arrived and booted and the pilot is known. This writes into index.html, for each page, the files
 * its code needs beyond the app's, so the entry (main.tsx) can ask for the current page's files at
 * once, beside the app's: the page no longer waits in line behind the boot.
 */
export function pagePreload(): Plugin {
  return {
    name: "soundship-page-preload",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, { bundle }): HtmlTagDescriptor[] {
        if (!bundle) return [];
        const chunks = Object.values(bundle).flatMap((output) => (output.type === "chunk" ? [output] : []));
        // The app's chunk is a group of the code splitting (vite.config.ts), not the facade of main-app.
        const app = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith("/src/app/main-app.tsx")));
        const loaded = app ? closure(bundle, app.fileName) : new Set<string>();
        const pages: Record<string, string[]> = {};
        for (const chunk of chunks) {
          const page = chunk.isDynamicEntry ? PAGE_MODULE.exec(chunk.facadeModuleId ?? "")?.[1] : undefined;
          if (page) pages[page.replaceAll("-", "")] = [...closure(bundle, chunk.fileName)].filter((file) => !loaded.has(file));
        }
        return [{ tag: "script", attrs: { type: "application/json", id: PAGE_MODULES_ID }, children: JSON.stringify(pages), injectTo: "head" }];
      },
    },
  };
}

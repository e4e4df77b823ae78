import { startTransition, StrictMode, type ReactNode } from "react";
import { createRoot } from "react-dom/client";

/**
 * Renders the app into the page. The first render is a transition, so React renders it in slices
 * and yields between them: a phone stays responsive to taps while the shell and the page are built.
 */
export function mount(app: ReactNode): void {
  const root = createRoot(document.getElementById("root")!);
  startTransition(() => root.render(<StrictMode>{app}</StrictMode>));
}

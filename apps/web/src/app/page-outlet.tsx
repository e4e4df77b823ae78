import { useEffect } from "react";
import { useLocation } from "react-router";
import { LoadingState } from "@/components/ui/loading-state";
import { useCurrentUser } from "@/lib/hooks/current-user";
import { documentTitle, PAGE_LOADING_TEXTS, pageForRole, pageFromPath } from "@/lib/routing/pages";
import { PageErrorBoundary } from "./page-error-boundary";
import { LazyPageView } from "./lazy-page";
import { PAGES } from "./page-registry";

/**
 * Renders the page named by the URL (SPEC.md section 2), with its loading text while it loads. An
 * admin page is the Dashboard for everyone but admins (the server refuses its functions anyway).
 */
export function PageOutlet() {
  const role = useCurrentUser().data?.role;
  const name = pageForRole(pageFromPath(useLocation().pathname), role);

  useEffect(() => {
    document.title = documentTitle(name);
  }, [name]);

  return (
    <PageErrorBoundary key={name}>
      <LazyPageView page={PAGES[name]} loading={<LoadingState text={PAGE_LOADING_TEXTS[name]} />} />
    </PageErrorBoundary>
  );
}

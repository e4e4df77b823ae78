import { Suspense, useEffect } from "react";
import { useLocation } from "react-router";
import { LoadingState } from "@/components/ui/loading-state";
import { useCurrentUser } from "@/lib/hooks/current-user";
import { documentTitle, PAGE_LOADING_TEXTS, pageForRole, pageFromPath } from "@/lib/routing/pages";
import { PageErrorBoundary } from "./page-error-boundary";
import { PAGES, usePageCode } from "./page-registry";

/**
 * Renders the page named by the URL (SPEC.md section 2), with its loading text while it loads. An
 * admin page is the Dashboard for everyone but admins (the server refuses its functions anyway).
 */
export function PageOutlet() {
  const role = useCurrentUser().data?.role;
  const name = pageForRole(pageFromPath(useLocation().pathname), role);
  const Page = PAGES[name].Component;
  const code = usePageCode(name);

  useEffect(() => {
    document.title = documentTitle(name);
  }, [name]);

  const loading = <LoadingState text={PAGE_LOADING_TEXTS[name]} />;
  return (
    <PageErrorBoundary key={name}>
      <Suspense fallback={loading}>{code.isPending ? loading : <Page />}</Suspense>
    </PageErrorBoundary>
  );
}

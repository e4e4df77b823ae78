import { Suspense } from "react";
import { useSearchParams } from "react-router";
import { ShieldCheck } from "lucide-react";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { PAGE_TITLES } from "@/lib/routing/pages";
import { OVERSEER_TABS } from "./overseer-tabs";

/**
 * /Overseer, for admins only (DESIGN.md section 6): the panel that runs the platform, one tab per
 * area. The open tab is in the URL (`?tab=`), so a reload or a shared link opens the same one.
 */
export function OverseerPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const current = OVERSEER_TABS.find((tab) => tab.id === requested)?.id ?? OVERSEER_TABS[0]!.id;

  return (
    <>
      <PageHeader title={PAGE_TITLES.Overseer} icon={ShieldCheck} subtitle="Run the galaxy: every action here is on the record." />
      <Tabs value={current} onValueChange={(tab) => setParams({ tab }, { replace: true })}>
        <TabsList aria-label="Overseer areas">
          {OVERSEER_TABS.map((tab) => (
            <TabsTrigger key={tab.id} value={tab.id}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {OVERSEER_TABS.map(({ id, component: Tab }) => (
          <TabsContent key={id} value={id}>
            {id === current ? (
              <Suspense fallback={<LoadingState />}>
                <Tab />
              </Suspense>
            ) : null}
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}

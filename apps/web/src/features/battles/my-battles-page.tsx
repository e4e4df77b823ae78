import type { ReactNode } from "react";
import { Gavel, ListChecks, Swords, Zap, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { PAGE_TITLES, pagePath, type PageName } from "@/lib/routing/pages";
import { useMyBattles } from "./api/my-battles";
import { MyBattleRow } from "./components/my-battle-row";

/** /MyBattles: every battle the pilot hosts, entered or judged, with its phase and their results. */
export function MyBattlesPage() {
  const mine = useMyBattles();
  const header = <PageHeader title={PAGE_TITLES.MyBattles} icon={ListChecks} subtitle="The battles you host, entered and judged" />;
  if (mine.isPending) {
    return (
      <>
        {header}
        <LoadingState />
      </>
    );
  }
  if (mine.isError) {
    return (
      <>
        {header}
        <div role="alert">
          <EmptyState title="Your battles could not be loaded" action={<Button variant="secondary" onClick={() => void mine.refetch()}>Try again</Button>} className="bg-hull/60" />
        </div>
      </>
    );
  }
  const { hosted, entered, judged } = mine.data;
  return (
    <>
      {header}
      <div className="flex flex-col gap-6">
        <Section id="entered" title="Entered" icon={Swords} empty="You have not entered a battle yet" action={{ page: "TournamentHub", label: "Find a battle" }}>
          {entered.map(({ battle, result }) => <MyBattleRow key={battle.id} battle={battle} result={result} awaitsResult />)}
        </Section>
        <Section id="hosted" title="Hosted" icon={Zap} empty="You have not hosted a battle yet" action={{ page: "BattleCreator", label: "Create a battle" }}>
          {hosted.map(({ battle }) => <MyBattleRow key={battle.id} battle={battle} />)}
        </Section>
        <Section id="judged" title="Judged" icon={Gavel} empty="You have not judged a battle yet" action={{ page: "JudgePanel", label: "Open the Judge Panel" }}>
          {judged.map(({ battle, scored }) => (
            <MyBattleRow key={battle.id} battle={battle} note={`You scored ${scored} ${scored === 1 ? "entry" : "entries"}`} />
          ))}
        </Section>
      </div>
    </>
  );
}

interface SectionProps {
  id: string;
  title: string;
  icon: LucideIcon;
  empty: string;
  action: { page: PageName; label: string };
  children: ReactNode[];
}

function Section({ id, title, icon, empty, action, children }: SectionProps) {
  return (
    <Card aria-labelledby={`my-battles-${id}`}>
      <CardHeader>
        <CardTitle id={`my-battles-${id}`}>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {children.length === 0 ? (
          <EmptyState
            icon={icon}
            title={empty}
            action={
              <Button asChild variant="secondary">
                <Link to={pagePath(action.page)}>{action.label}</Link>
              </Button>
            }
          />
        ) : (
          <ul aria-labelledby={`my-battles-${id}`} className="divide-y divide-line">
            {children}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

import { Zap } from "lucide-react";
import { PageHeader } from "@/components/ui/page-header";
import { useCurrentUser } from "@/lib/hooks/current-user";
import { PAGE_TITLES } from "@/lib/routing/pages";
import { BattleWizard } from "./creator/battle-wizard";

/** /BattleCreator, "Create Epic Battle": the four-step wizard of SPEC.md section 2. */
export function BattleCreatorPage() {
  const { data: user } = useCurrentUser();
  return (
    <>
      <PageHeader title={PAGE_TITLES.BattleCreator} icon={Zap} subtitle="Set the stage, the stakes and the schedule, then launch." />
      <BattleWizard user={user} />
    </>
  );
}

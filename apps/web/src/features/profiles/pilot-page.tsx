import { UserRound } from "lucide-react";
import { useSearchParams } from "react-router";
import { DetailFallback } from "@/components/detail-fallback";
import { PageHeader } from "@/components/ui/page-header";
import { PAGE_TITLES } from "@/lib/routing/pages";
import { usePilotProfile } from "./api/pilot-profile";
import { PilotSummary } from "./components/pilot-summary";
import { ProfileBattles, ProfileTournaments } from "./components/profile-history";
import { ProfileTracks } from "./components/profile-tracks";

/** /Pilot?id=…: a pilot's profile — who they are, what they play, how their battles went. */
export function PilotPage() {
  const id = useSearchParams()[0].get("id") ?? "";
  const profile = usePilotProfile(id);
  if (!profile.data) {
    return (
      <DetailFallback
        title={PAGE_TITLES.Pilot}
        icon={UserRound}
        noun="Pilot"
        id={id}
        error={profile.error}
        isError={profile.isError}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  const data = profile.data;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={data.pilot.name} icon={UserRound} subtitle={data.is_me ? "Your profile: hidden tracks show only to you" : PAGE_TITLES.Pilot} />
      <PilotSummary profile={data} />
      <ProfileTracks profile={data} />
      {/* min-w-0 on the columns: a long title truncates instead of widening the page. */}
      <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <ProfileBattles battles={data.battles} />
        <ProfileTournaments tournaments={data.tournaments} />
      </div>
    </div>
  );
}

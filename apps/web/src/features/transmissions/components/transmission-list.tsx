import { Satellite } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadingState } from "@/components/ui/loading-state";
import { useTransmissions } from "../api/transmissions";
import { TransmissionCard } from "./transmission-card";

/** The pilot's uploads, newest first, each playable. */
export function TransmissionList() {
  const { data, isPending } = useTransmissions();
  return (
    <Card aria-labelledby="my-transmissions">
      <CardHeader>
        <CardTitle id="my-transmissions">My Transmissions</CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <LoadingState text="Scanning transmissions..." className="py-10" />
        ) : data && data.length > 0 ? (
          <ul className="grid gap-3 lg:grid-cols-2">
            {data.map((track) => (
              <TransmissionCard key={track.id} track={track} />
            ))}
          </ul>
        ) : (
          <EmptyState icon={Satellite} title="No transmissions yet" description="Your beats, songs, videos and ship models appear here once they land." />
        )}
      </CardContent>
    </Card>
  );
}

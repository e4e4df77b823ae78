import { Satellite } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadingState } from "@/components/ui/loading-state";
import { useDeleteTransmission, useTransmissions } from "../api/transmissions";
import { BAY_LOADING_TEXT } from "../hooks/use-bay-ready";
import { focusWhenShown, LIBRARY_HEADING_ID, trackElementId } from "../track-focus";
import { TransmissionCard } from "./transmission-card";

/** The pilot's uploads, newest first, each playable. */
export function TransmissionList() {
  const { data, isPending } = useTransmissions();
  const remove = useDeleteTransmission();

  /** Deletes a track, then puts focus on the one that takes its place (the next, else the previous, else the heading). */
  const deleteAt = async (index: number) => {
    const tracks = data ?? [];
    const successor = tracks[index + 1] ?? tracks[index - 1];
    await remove.mutateAsync(tracks[index]!.id);
    focusWhenShown(successor ? trackElementId(successor.id) : LIBRARY_HEADING_ID);
  };

  return (
    <Card aria-labelledby={LIBRARY_HEADING_ID}>
      <CardHeader>
        <CardTitle id={LIBRARY_HEADING_ID} tabIndex={-1} className="rounded outline-signal focus:outline-2">
          My Transmissions
        </CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <LoadingState text={BAY_LOADING_TEXT} className="py-10" />
        ) : data && data.length > 0 ? (
          <ul className="grid gap-3 lg:grid-cols-2">
            {data.map((track, index) => (
              <TransmissionCard key={track.id} track={track} onDelete={() => deleteAt(index)} />
            ))}
          </ul>
        ) : (
          <EmptyState icon={Satellite} title="No transmissions yet" description="Your beats, songs, videos and ship models appear here once they land." />
        )}
      </CardContent>
    </Card>
  );
}

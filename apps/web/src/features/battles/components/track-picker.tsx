import { useState } from "react";
import { Swords } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/input";
import { LoadingState } from "@/components/ui/loading-state";
import { Select } from "@/components/ui/select";
import { useAction } from "@/lib/use-action";
import { useAudioTracks } from "../api/audio-tracks";
import { useEnterBattle } from "../api/enter-battle";
import { stardust } from "../battle-format";
import { NoTracks } from "./no-tracks";

/** Choose one of your beats or songs and enter it; the button holds still while the entry is on its way. */
export function TrackPicker({ battleId, fee }: { battleId: string; fee: number }) {
  const tracks = useAudioTracks(true);
  const enter = useAction(useEnterBattle(battleId).mutateAsync);
  const [beatId, setBeatId] = useState("");

  if (tracks.isPending) return <LoadingState className="py-6" />;
  const list = tracks.data ?? [];
  if (list.length === 0) return <NoTracks />;

  // A track whose processing failed is refused by the server; say so before it is picked.
  const options = list.map((track) => ({
    value: track.id,
    label: [track.title, track.genre, track.status === "failed" ? "processing failed" : null].filter(Boolean).join(" · "),
  }));
  return (
    <form
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        if (beatId) void enter.run(beatId);
      }}
    >
      <Field label="Your track" hint={`Entering costs ${stardust(fee)}.`} className="flex-1">
        {(control) => <Select {...control} options={options} value={beatId} placeholder="Choose a track" onValueChange={setBeatId} />}
      </Field>
      <Button type="submit" disabled={!beatId || enter.pending} className="sm:mb-6">
        <Swords aria-hidden />
        {enter.pending ? "Entering..." : "Enter Battle"}
      </Button>
    </form>
  );
}

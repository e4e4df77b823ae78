import { useState } from "react";
import { Swords } from "lucide-react";
import { ConfirmSpend, stardustSpendLines } from "@/components/confirm-spend-dialog";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/input";
import { LoadingState } from "@/components/ui/loading-state";
import { Select } from "@/components/ui/select";
import { useCurrentUser } from "@/lib/hooks/current-user";
import { useAction } from "@/lib/hooks/use-action";
import { useAudioTracks } from "../api/audio-tracks";
import { useEnterBattle } from "../api/enter-battle";
import { stardust } from "../battle-format";
import { NoTracks } from "./no-tracks";

/**
 * Choose one of your beats or songs and enter it; a fee is confirmed first (and one the pilot cannot
 * pay disables Enter, with the shortfall). The button holds still while the entry is on its way.
 */
export function TrackPicker({ battleId, fee }: { battleId: string; fee: number }) {
  const tracks = useAudioTracks(true);
  const balance = useCurrentUser().data?.stardust;
  const enter = useAction(useEnterBattle(battleId).mutateAsync);
  const [beatId, setBeatId] = useState("");

  if (tracks.isPending) return <LoadingState className="py-6" />;
  const list = tracks.data ?? [];
  if (list.length === 0) return <NoTracks />;

  const short = balance !== undefined && fee > balance;
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
        // With a fee, Enter opens the confirmation instead of submitting.
        if (beatId && fee === 0) void enter.run(beatId);
      }}
    >
      <Field label="Your track" hint={`Entering costs ${stardust(fee)}.`} className="flex-1">
        {(control) => <Select {...control} options={options} value={beatId} placeholder="Choose a track" onValueChange={setBeatId} />}
      </Field>
      {fee > 0 ? (
        <div className="flex flex-col gap-1 sm:mb-6">
          <ConfirmSpend
            title="Enter this battle?"
            lines={stardustSpendLines(fee, balance)}
            confirmLabel={`Pay ${fee} SD and enter`}
            onConfirm={() => enter.run(beatId)}
            trigger={(open) => (
              <Button type="button" disabled={!beatId || enter.pending || short} onClick={open}>
                <Swords aria-hidden />
                {enter.pending ? "Entering..." : "Enter Battle"}
              </Button>
            )}
          />
          {short ? <p className="text-xs font-semibold text-warn">You need {fee - balance!} more SD to enter.</p> : null}
        </div>
      ) : (
        <Button type="submit" disabled={!beatId || enter.pending} className="sm:mb-6">
          <Swords aria-hidden />
          {enter.pending ? "Entering..." : "Enter Battle"}
        </Button>
      )}
    </form>
  );
}

import { Progress } from "@/components/ui/progress";
import { percentSent, fileSize } from "../transmission-format";

/** Bytes sent so far, as a bar and in words. */
export function TransmissionProgress({ sent, total }: { sent: number; total: number }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Progress value={percentSent(sent, total)} label="Transmission progress" />
      <p className="text-xs text-ink-muted" aria-live="polite">
        {percentSent(sent, total)}% · {fileSize(sent)} of {fileSize(total)}
      </p>
    </div>
  );
}

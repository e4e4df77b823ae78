import { Link } from "react-router";
import { Ban, Gauge } from "lucide-react";
import type { MediaType } from "@soundship/shared";
import { Button } from "@/components/ui/button";
import { useCurrentUser } from "@/lib/hooks/current-user";
import { formatDateTime } from "@/lib/format/format";
import { pagePath } from "@/lib/routing/pages";
import type { UploadAllowance } from "../api/upload-allowance";
import { capLine } from "../file-checks";

const periodWord = (allowance: UploadAllowance) => (allowance.uploads.period === "month" ? "this month" : "this billing period");

/** Before the form: uploads left this period, bonus uploads left today, and the cap of the chosen kind. */
export function AllowanceSummary({ allowance, mediaType }: { allowance: UploadAllowance; mediaType: MediaType }) {
  const { uploads, bonus } = allowance;
  return (
    <div role="status" aria-label="Upload allowance" className="flex items-start gap-3 rounded-lg border border-line bg-space/50 p-3 text-sm text-ink-muted">
      <Gauge className="mt-0.5 size-4 shrink-0 text-signal-strong" aria-hidden />
      <ul className="flex flex-col gap-0.5">
        <li>
          <strong className="text-ink">{uploads.remaining}</strong> of {uploads.limit} uploads left {periodWord(allowance)}
        </li>
        <li>
          {bonus.remaining > 0 ? (
            <>
              <strong className="text-ink">{bonus.remaining}</strong> of {bonus.per_day} bonus uploads left today (+{bonus.stardust} Stardust each)
            </>
          ) : (
            `Today's ${bonus.per_day} bonus uploads are used: uploads still count, without the +${bonus.stardust} Stardust, until your day resets`
          )}
        </li>
        <li>{capLine(mediaType, allowance.max_bytes)}</li>
      </ul>
    </div>
  );
}

/** Instead of the form when no slot is left: what the limit is, when it resets, and where to get more. */
export function LimitReached({ allowance }: { allowance: UploadAllowance }) {
  const { data: user } = useCurrentUser();
  const { uploads } = allowance;
  return (
    <div role="status" className="flex flex-col items-center gap-3 rounded-xl border border-warn/40 bg-warn/10 px-6 py-8 text-center">
      <Ban className="size-8 text-warn" aria-hidden />
      <p className="font-display font-semibold text-ink">Upload limit reached</p>
      <p className="max-w-md text-sm text-ink-muted">
        You have used all {uploads.limit} uploads {periodWord(allowance)}. New slots open on {formatDateTime(uploads.resets_at, user?.timezone)}; a
        higher rank holds more.
      </p>
      <Button asChild variant="outline">
        <Link to={pagePath("MembershipHQ")}>See ranks in Fleet Status</Link>
      </Button>
    </div>
  );
}

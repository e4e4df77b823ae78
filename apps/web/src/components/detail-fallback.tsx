import { Link } from "react-router";
import { WifiOff, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { isNotFound } from "@/lib/sdk/errors";
import { pagePath } from "@/lib/routing/pages";

interface DetailFallbackProps {
  /** The page's title and icon, shown above whichever state this is. */
  title: string;
  icon: LucideIcon;
  /** What the page shows, as a pilot names it: "Battle", "Tournament". */
  noun: string;
  /** The `?id=` of the link, empty when it has none. */
  id: string;
  error: unknown;
  isError: boolean;
  onRetry: () => void;
  loadingText?: string;
}

/**
 * What a `?id=…` page shows before its record is there: not found (no id, or a 404), a load
 * failure with a retry, or loading. The battle and tournament pages share it.
 */
export function DetailFallback({ title, icon, noun, id, error, isError, onRetry, loadingText }: DetailFallbackProps) {
  const missing = id === "" || isNotFound(error);
  return (
    <>
      <PageHeader title={title} icon={icon} />
      {missing ? (
        <EmptyState
          icon={icon}
          title={`${noun} not found`}
          description="It may have been removed, or the link is incomplete."
          action={
            <Button asChild>
              <Link to={pagePath("TournamentHub")}>Go to the Battle Arena</Link>
            </Button>
          }
          className="bg-hull/60"
        />
      ) : isError ? (
        <div role="alert">
          <EmptyState
            icon={WifiOff}
            title={`The ${noun.toLowerCase()} could not be loaded`}
            action={<Button variant="secondary" onClick={onRetry}>Try again</Button>}
            className="bg-hull/60"
          />
        </div>
      ) : (
        <LoadingState text={loadingText} />
      )}
    </>
  );
}

import { Link } from "react-router";
import { Radio } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { pagePath } from "@/lib/routing/pages";

/** When the pilot has nothing to enter with: the way to Transmission Bay. */
export function NoTracks() {
  return (
    <EmptyState
      icon={Radio}
      title="No tracks to enter yet"
      description="Battles take your own beats and songs. Upload one, then come back to enter."
      action={
        <Button asChild>
          <Link to={pagePath("TransmissionBay")}>Go to Transmission Bay</Link>
        </Button>
      }
      className="py-8"
    />
  );
}

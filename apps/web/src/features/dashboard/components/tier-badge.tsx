import { Shield } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** The pilot's membership tier (a running Rank Boost counts), or that they have none yet. */
export function TierBadge({ tier }: { tier: string | null | undefined }) {
  if (!tier) {
    return (
      <Badge tone="muted" className="px-3 py-1 text-sm">
        <Shield className="size-4" aria-hidden />
        No tier yet
      </Badge>
    );
  }
  return (
    <Badge tone="nebula" className="px-3 py-1 text-sm capitalize">
      <Shield className="size-4" aria-hidden />
      {tier} tier
    </Badge>
  );
}

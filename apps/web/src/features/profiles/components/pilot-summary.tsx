import { Award } from "lucide-react";
import { Avatar } from "@/components/avatar";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { tierName, formatCount } from "@/lib/format/format";
import type { PilotProfile } from "../api/pilot-profile";

const joinedFormat = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** Who the pilot is: avatar, name, tier, Galaxy Rank, XP, battles and the milestones they reached. */
export function PilotSummary({ profile }: { profile: PilotProfile }) {
  const { pilot, badges } = profile;
  const facts = [
    ["Galaxy Rank", pilot.rank ? `#${pilot.rank}` : "-"],
    ["XP", formatCount(pilot.xp)],
    ["Battles won", String(pilot.battles_won)],
    ["Battles entered", String(pilot.battles_entered)],
  ] as const;
  return (
    <Card aria-label={`About ${pilot.name}`}>
      <CardContent className="flex flex-col gap-5 pt-5 sm:flex-row sm:items-center">
        <Avatar name={pilot.name} url={pilot.avatar_url} colourKey={pilot.id} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={pilot.tier ? "nebula" : "muted"}>{pilot.tier ? tierName(pilot.tier) : "No rank"}</Badge>
            <span className="text-sm text-ink-muted">Aboard since {joinedFormat.format(new Date(pilot.joined))}</span>
          </div>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {facts.map(([label, value]) => (
              <div key={label} className="flex flex-col">
                <dt className="text-xs font-medium tracking-wider text-ink-muted uppercase">{label}</dt>
                <dd className="font-display text-xl font-bold text-ink tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          {badges.length ? (
            <ul aria-label="Badges" className="flex flex-wrap gap-2">
              {badges.map((badge) => (
                <li key={badge.badge}>
                  <Badge tone="warn">
                    <Award className="size-3.5" aria-hidden />
                    {badge.label}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

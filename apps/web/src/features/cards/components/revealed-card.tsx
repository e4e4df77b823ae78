import { ShieldCheck, Skull, Sparkles } from "lucide-react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { cn } from "@/lib/ui/cn";
import type { DrawResult } from "../api/draw-card";
import { effectLabel, signedValue } from "../card-messages";

// SPEC.md section 9: legendary, epic, rare, and anything else is shown as common.
const RARITY: Record<string, { label: string; tone: BadgeTone }> = {
  legendary: { label: "LEGENDARY", tone: "warn" },
  epic: { label: "EPIC", tone: "nebula" },
  rare: { label: "RARE", tone: "signal" },
};
const COMMON = { label: "COMMON", tone: "muted" } as const;

/** The drawn card, face up: doom cards red, spare-luck cards green. */
export function RevealedCard({ result }: { result: Pick<DrawResult, "card" | "effect"> }) {
  const { card, effect } = result;
  const doom = card.card_type === "doom";
  const rarity = RARITY[card.rarity] ?? COMMON;

  const Icon = doom ? Skull : Sparkles;
  // The server may have changed less than the card says (a floor at 0); say what really happened.
  const partial = !effect.absorbed && effect.value !== card.effect_value && effect.type !== "rank_boost" && effect.type !== "other";
  return (
    <article
      aria-labelledby="drawn-card-name"
      className={cn(
        "card-reveal mx-auto flex w-full max-w-xs flex-col items-center gap-4 rounded-2xl border-2 p-6 text-center shadow-2xl",
        doom ? "border-alert bg-alert-deep/20 shadow-alert/20" : "border-go bg-go/10 shadow-go/20",
      )}
    >
      <div className="flex flex-wrap justify-center gap-2">
        <Badge tone={doom ? "alert" : "go"}>{doom ? "DOOM" : "SPARE LUCK"}</Badge>
        <Badge tone={rarity.tone}>{rarity.label}</Badge>
      </div>
      <Icon className={cn("size-12", doom ? "text-alert" : "text-go")} aria-hidden />
      <h2 id="drawn-card-name" className="font-display text-2xl font-bold text-ink">
        {card.card_name}
      </h2>
      {card.description ? <p className="text-sm text-ink-muted">{card.description}</p> : null}
      <dl className="flex flex-col items-center">
        <dt className="text-xs font-semibold tracking-widest text-ink-muted uppercase">Effect</dt>
        <dd className={cn("font-display text-3xl font-bold tabular-nums", doom ? "text-alert" : "text-go")}>
          {signedValue(card.effect_value)} <span className="text-lg">{effectLabel(card.effect_type)}</span>
        </dd>
      </dl>
      {effect.absorbed ? (
        <p className="flex items-center gap-2 text-sm font-semibold text-signal-strong">
          <ShieldCheck className="size-4" aria-hidden />
          Your Shield Pack absorbed this card.
        </p>
      ) : partial ? (
        <p className="text-sm text-ink-muted">
          Applied: {signedValue(effect.value)} {effectLabel(effect.type)}
        </p>
      ) : null}
    </article>
  );
}

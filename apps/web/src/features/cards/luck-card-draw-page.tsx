import { useEffect, useRef, useState } from "react";
import { Sparkles } from "lucide-react";
import { ActionButton } from "@/components/ui/action-button";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { useCurrentUser } from "@/lib/hooks/current-user";
import { PAGE_TITLES } from "@/lib/routing/pages";
import { useDrawCard, type DrawResult } from "./api/draw-card";
import { CardDeck } from "./components/card-deck";
import { DrawNote } from "./components/draw-note";
import { RevealedCard } from "./components/revealed-card";
import { useDrawAvailability } from "@/lib/hooks/use-draw-availability";
import "./card-draw.css";

/** /LuckCardDraw, "Galactic Fortune": deck, drawing, revealed (SPEC.md section 4). */
export function LuckCardDrawPage() {
  const { data: user } = useCurrentUser();
  const availability = useDrawAvailability(user);
  const draw = useDrawCard();
  const [revealed, setRevealed] = useState<DrawResult | null>(null);
  const deckRef = useRef<HTMLDivElement>(null);
  const returnRef = useRef<HTMLButtonElement>(null);

  // The draw button is gone once the card shows: focus goes to the next step while the live region reads the card.
  useEffect(() => {
    if (revealed) returnRef.current?.focus();
  }, [revealed]);

  const returnToDeck = () => {
    setRevealed(null);
    draw.reset();
    // The Return button is gone: put focus back on the deck, where the draw button is.
    requestAnimationFrame(() => deckRef.current?.focus());
  };

  return (
    <>
      <PageHeader title={PAGE_TITLES.LuckCardDraw} icon={Sparkles} subtitle="One luck card a day: spare luck or doom." />
      <Card className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-8 sm:px-8">
        {/* The result is announced when it appears; the toast says what changed. */}
        <div aria-live="polite" className="w-full">
          {revealed ? <RevealedCard result={revealed} /> : null}
        </div>
        {revealed ? (
          <Button ref={returnRef} variant="secondary" size="lg" onClick={returnToDeck}>
            Return to Deck
          </Button>
        ) : (
          <div ref={deckRef} tabIndex={-1} aria-label="Card deck" role="group" className="flex w-full flex-col items-center gap-6 rounded-xl outline-offset-4 outline-signal focus:outline-2">
            <CardDeck drawing={draw.isPending} />
            <ActionButton
              size="lg"
              className="min-w-52 font-display tracking-widest"
              disabled={!availability.canDraw}
              aria-describedby="draw-note"
              action={() => draw.mutateAsync().then(setRevealed)}
              pendingLabel="DRAWING..."
            >
              {availability.canDraw ? "DRAW CARD" : "CARD DRAWN TODAY"}
            </ActionButton>
            <DrawNote id="draw-note" availability={availability} timeZone={user?.timezone ?? "UTC"} />
          </div>
        )}
      </Card>
    </>
  );
}

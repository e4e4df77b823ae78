import type { NewNotification } from "./notify.ts";

/** The page of a battle, where its entry, judging and results are. */
export const battleLink = (battleId: string) => `/Battle?id=${encodeURIComponent(battleId)}`;

const named = (title: string) => title || "a battle";
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** `battle_entry`: the pilot's entry is in. */
export function entryNotice(email: string, battle: { id: string; title: string }, submissionId: string): NewNotification {
  return {
    email, type: "battle_entry", referenceId: submissionId, link: battleLink(battle.id),
    title: `Your entry is in: ${named(battle.title)}`,
    body: "Judging opens when the submission window closes; we will tell you.",
  };
}

/** `battle_voting`: a battle the pilot entered or hosts is open for judging. */
export function votingNotice(email: string, battle: { id: string; title: string }): NewNotification {
  return {
    email, type: "battle_voting", referenceId: battle.id, link: battleLink(battle.id),
    title: `Judging is open: ${named(battle.title)}`,
    body: "Submissions are closed and the Judge Panel is scoring the entries.",
  };
}

/** What settlement tells one entrant: their place, score and Stardust, or their refund. */
export interface ResultFacts {
  place: number;
  of: number;
  weightedScore: number;
  won: number;
  refunded: number;
}

/** `battle_result`: the battle settled; where the pilot placed, or that everyone was refunded. */
export function resultNotice(email: string, battle: { id: string; title: string }, facts: ResultFacts): NewNotification {
  const score = Math.round(facts.weightedScore * 100) / 100;
  const body = facts.refunded > 0 || facts.place === 0
    ? `Nobody scored the entries, so nobody won${facts.refunded > 0 ? `: your ${facts.refunded} Stardust entry fee is back in your vault` : ""}.`
    : `You placed ${facts.place} of ${facts.of} with a weighted score of ${score}${facts.won > 0 ? ` and won ${facts.won} Stardust` : ""}.`;
  return { email, type: "battle_result", referenceId: battle.id, link: battleLink(battle.id), title: `Results are in: ${named(battle.title)}`, body };
}

/** `battle_feedback`: judges left notes on the pilot's entry (never who). */
export function feedbackNotice(email: string, battle: { id: string; title: string }, submissionId: string, notes: number): NewNotification {
  return {
    email, type: "battle_feedback", referenceId: submissionId, link: battleLink(battle.id),
    title: `Judges' notes on your entry in ${named(battle.title)}`,
    body: `${plural(notes, "judge")} left notes on your submission. Read them on the battle's page.`,
  };
}

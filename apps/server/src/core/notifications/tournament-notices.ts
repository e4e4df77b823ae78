import type { NewNotification } from "./notify.ts";
import { battleLink } from "./battle-notices.ts";

const tournamentLink = (tournamentId: string) => `/Tournament?id=${encodeURIComponent(tournamentId)}`;

/** `tournament_match`: the pilot's next match has both its pilots and its battle is open for entries. */
export function matchReadyNotice(email: string, tournamentName: string, battle: { id: string; title: string }): NewNotification {
  return {
    email, type: "tournament_match", referenceId: battle.id, link: battleLink(battle.id),
    title: `Your next match is ready: ${battle.title}`,
    body: `Enter a track in the match battle of ${tournamentName}; the winner advances.`,
  };
}

/** `tournament_match`: the pilot won a match and moves on to the next round. */
export function advancedNotice(email: string, tournament: { id: string; name: string }, matchId: string): NewNotification {
  return {
    email, type: "tournament_match", referenceId: `advanced:${matchId}`, link: tournamentLink(tournament.id),
    title: `You advanced in ${tournament.name}`,
    body: "You won your match. Your next one opens once your opponent is known.",
  };
}

/** `tournament_match`: the pilot won the tournament. */
export function championNotice(email: string, tournament: { id: string; name: string }, pot: number): NewNotification {
  return {
    email, type: "tournament_match", referenceId: `champion:${tournament.id}`, link: tournamentLink(tournament.id),
    title: `Champion of ${tournament.name}`,
    body: pot > 0 ? `You won the tournament and its pot of ${pot} Stardust.` : "You won the tournament.",
  };
}

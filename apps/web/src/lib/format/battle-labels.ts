import type { BattleStatus, BattleType } from "@soundship/shared";

/** The five battle modes as pilots read them. */
export const BATTLE_TYPE_LABELS: Record<BattleType, string> = {
  beat_battle: "Beat Battle",
  song_battle: "Song Battle",
  rap_on_beat: "Rap on Beat",
  singer_showdown: "Singer Showdown",
  freestyle_cipher: "Freestyle Cipher",
};

/** A battle's phase as its badge reads. */
export const BATTLE_STATUS_LABELS: Record<BattleStatus, string> = {
  upcoming: "Upcoming",
  active: "Open for entries",
  voting: "Voting",
  completed: "Completed",
  cancelled: "Cancelled",
};

import type { questInputSchema } from "@soundship/shared";
import type { z } from "zod";

/** The quests a new Soundship starts with; admins change them through the entity API. */
export const STARTER_QUESTS: z.input<typeof questInputSchema>[] = [
  { quest_type: "daily", title: "Daily Docking", description: "Dock at the Command Deck today.", objective_event: "login", objective_count: 1, stardust_reward: 10, xp_reward: 5 },
  { quest_type: "daily", title: "Fortune Favors the Bold", description: "Draw your luck card of the day.", objective_event: "card_draw", objective_count: 1, stardust_reward: 15, xp_reward: 10 },
  { quest_type: "daily", title: "Transmission Check", description: "Upload a track to the Transmission Bay.", objective_event: "upload", objective_count: 1, stardust_reward: 25, xp_reward: 15 },
  { quest_type: "daily", title: "Judge's Duty", description: "Score 3 submissions in the Judge Panel.", objective_event: "vote", objective_count: 3, stardust_reward: 30, xp_reward: 20 },
  { quest_type: "weekly", title: "Frequent Flyer", description: "Dock on 5 different days this week.", objective_event: "login", objective_count: 5, stardust_reward: 75, xp_reward: 50 },
  { quest_type: "weekly", title: "Arena Regular", description: "Enter 3 battles this week.", objective_event: "battle_entry", objective_count: 3, stardust_reward: 120, xp_reward: 80 },
  { quest_type: "weekly", title: "Supply Run", description: "Buy 2 items in the Stardust Shop this week.", objective_event: "purchase", objective_count: 2, stardust_reward: 60, xp_reward: 40 },
  { quest_type: "story", title: "First Transmission", description: "Upload your very first track.", objective_event: "upload", objective_count: 1, stardust_reward: 50, xp_reward: 50 },
  { quest_type: "story", title: "Into the Arena", description: "Enter your first battle.", objective_event: "battle_entry", objective_count: 1, stardust_reward: 75, xp_reward: 60 },
  { quest_type: "story", title: "Victory Lap", description: "Win a battle.", objective_event: "battle_win", objective_count: 1, stardust_reward: 200, xp_reward: 150 },
  { quest_type: "special", title: "Tournament Pioneer", description: "Join your first tournament.", objective_event: "tournament_join", objective_count: 1, stardust_reward: 150, xp_reward: 100 },
];

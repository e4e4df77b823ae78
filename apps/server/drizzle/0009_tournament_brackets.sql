CREATE TABLE "tournament_matches" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"tournament_id" text NOT NULL,
	"round" integer NOT NULL,
	"match" integer NOT NULL,
	"pilot_a_email" text,
	"pilot_b_email" text,
	"seed_a" integer,
	"seed_b" integer,
	"battle_id" text,
	"winner_email" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "tournament_matches_position_positive" CHECK ("tournament_matches"."round" >= 1 and "tournament_matches"."match" >= 1)
);
--> statement-breakpoint
ALTER TABLE "battles" ADD COLUMN "tournament_id" text;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD COLUMN "seed" integer;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "battle_type" text DEFAULT 'beat_battle' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "match_entry_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "match_voting_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "bracket_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "champion_email" text;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_pilot_a_email_users_email_fk" FOREIGN KEY ("pilot_a_email") REFERENCES "public"."users"("email") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_pilot_b_email_users_email_fk" FOREIGN KEY ("pilot_b_email") REFERENCES "public"."users"("email") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_winner_email_users_email_fk" FOREIGN KEY ("winner_email") REFERENCES "public"."users"("email") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_matches_position" ON "tournament_matches" USING btree ("tournament_id","round","match");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_matches_battle" ON "tournament_matches" USING btree ("battle_id");--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_champion_email_users_email_fk" FOREIGN KEY ("champion_email") REFERENCES "public"."users"("email") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "battles_tournament_idx" ON "battles" USING btree ("tournament_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stardust_transactions_tournament_prize_once" ON "stardust_transactions" USING btree ("reference_id") WHERE "stardust_transactions"."transaction_type" = 'tournament_prize';--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_battle_type_known" CHECK ("tournaments"."battle_type" in ('beat_battle', 'song_battle', 'rap_on_beat', 'singer_showdown', 'freestyle_cipher'));--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_match_windows_in_range" CHECK ("tournaments"."match_entry_hours" between 1 and 720 and "tournaments"."match_voting_hours" between 1 and 720);--> statement-breakpoint
-- Tournaments that ended before brackets existed are over: the tick never draws a bracket for them.
UPDATE "tournaments" SET "completed_at" = "ends_at" WHERE "ends_at" <= now();

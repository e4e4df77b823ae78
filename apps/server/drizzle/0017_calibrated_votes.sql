-- The votes a settled battle counted, with the calibrated power each entered its result with
-- (DESIGN.md section 6, Judging; decisions/025). Written once, at settlement, so a settled result
-- never moves when judges' histories change later.
CREATE TABLE "counted_votes" (
	"vote_id" text PRIMARY KEY NOT NULL,
	"battle_id" text NOT NULL,
	"calibrated_power" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "counted_votes" ADD CONSTRAINT "counted_votes_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counted_votes" ADD CONSTRAINT "counted_votes_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counted_votes_battle_idx" ON "counted_votes" USING btree ("battle_id");--> statement-breakpoint
-- The calibration's two reads: every vote of a time window, and a judge's latest votes.
CREATE INDEX "votes_updated_idx" ON "votes" USING btree ("updated_date");--> statement-breakpoint
CREATE INDEX "votes_voter_recent_idx" ON "votes" USING btree ("voter_email","updated_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Battles settled before calibration were decided on raw vote power: their votes count raw, so
-- their results read back as they were paid.
INSERT INTO "counted_votes" ("vote_id", "battle_id", "calibrated_power")
	SELECT "votes"."id", "votes"."battle_id", "votes"."vote_power" FROM "votes"
	JOIN "battles" ON "battles"."id" = "votes"."battle_id" WHERE "battles"."settled_at" IS NOT NULL;
--> statement-breakpoint
-- A free pilot's entries this calendar month are counted per pilot and date.
CREATE INDEX "beat_submissions_pilot_created_idx" ON "beat_submissions" USING btree ("user_email","created_date");

ALTER TABLE "idempotency_keys" ADD COLUMN "payload_hash" text;--> statement-breakpoint
CREATE INDEX "battles_created_idx" ON "battles" USING btree ("created_date","id");--> statement-breakpoint
CREATE INDEX "battles_start_idx" ON "battles" USING btree ("start_time","id");--> statement-breakpoint
CREATE INDEX "battles_end_idx" ON "battles" USING btree ("end_time","id");--> statement-breakpoint
CREATE INDEX "battles_voting_end_idx" ON "battles" USING btree ("voting_end_time","id");--> statement-breakpoint
CREATE INDEX "beat_submissions_created_idx" ON "beat_submissions" USING btree ("created_date","id");--> statement-breakpoint
CREATE INDEX "beats_created_idx" ON "beats" USING btree ("created_date","id");--> statement-breakpoint
CREATE INDEX "card_drops_owner_idx" ON "card_drops" USING btree ("user_email","created_date","id");--> statement-breakpoint
CREATE INDEX "card_drops_created_idx" ON "card_drops" USING btree ("created_date","id");--> statement-breakpoint
CREATE INDEX "memberships_created_idx" ON "memberships" USING btree ("created_date","id");--> statement-breakpoint
CREATE INDEX "memberships_tier_status_idx" ON "memberships" USING btree ("tier","status","expires_at");--> statement-breakpoint
CREATE INDEX "quest_progress_created_idx" ON "quest_progress" USING btree ("created_date","id");--> statement-breakpoint
CREATE INDEX "stardust_transactions_created_idx" ON "stardust_transactions" USING btree ("created_date","id");--> statement-breakpoint
CREATE INDEX "tournament_entries_owner_idx" ON "tournament_entries" USING btree ("user_email","created_date","id");--> statement-breakpoint
CREATE INDEX "tournament_entries_created_idx" ON "tournament_entries" USING btree ("created_date","id");--> statement-breakpoint
CREATE INDEX "tournaments_created_idx" ON "tournaments" USING btree ("created_date","id");--> statement-breakpoint
CREATE INDEX "votes_created_idx" ON "votes" USING btree ("created_date","id");--> statement-breakpoint
CREATE INDEX "votes_submission_idx" ON "votes" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "votes_battle_idx" ON "votes" USING btree ("battle_id");--> statement-breakpoint
CREATE INDEX "tournaments_undrawn_idx" ON "tournaments" USING btree ("starts_at") WHERE "tournaments"."bracket_started_at" is null and "tournaments"."completed_at" is null;

ALTER TABLE "battles" ADD COLUMN "pot" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "battles" ADD COLUMN "entrants" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "battles" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "beat_submissions" ADD COLUMN "fee_paid" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "beat_submissions" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "beat_submissions" ADD COLUMN "content_type" text;--> statement-breakpoint
ALTER TABLE "beat_submissions" ADD COLUMN "duration_seconds" double precision;--> statement-breakpoint
ALTER TABLE "votes" ADD COLUMN "rewarded_day" text;--> statement-breakpoint
CREATE INDEX "battles_unsettled_idx" ON "battles" USING btree ("voting_end_time") WHERE "battles"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "beat_submissions_storage_key_idx" ON "beat_submissions" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "stardust_transactions_once_per_reference" ON "stardust_transactions" USING btree ("user_email","transaction_type","reference_id") WHERE "stardust_transactions"."transaction_type" in ('battle_prize_escrow', 'battle_entry', 'battle_win', 'battle_refund', 'vote_reward');--> statement-breakpoint
CREATE INDEX "votes_voter_rewarded_idx" ON "votes" USING btree ("voter_email","rewarded_day");--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_pot_non_negative" CHECK ("battles"."pot" >= 0 and "battles"."entrants" >= 0);
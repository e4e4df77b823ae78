CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"avatar_url" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"username" text,
	"role" text DEFAULT 'user' NOT NULL,
	"stardust" integer DEFAULT 0 NOT NULL,
	"xp" integer DEFAULT 0 NOT NULL,
	"battles_won" integer DEFAULT 0 NOT NULL,
	"membership_tier" text,
	"last_daily_card" date,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_stardust_non_negative" CHECK ("users"."stardust" >= 0),
	CONSTRAINT "users_xp_non_negative" CHECK ("users"."xp" >= 0),
	CONSTRAINT "users_role_known" CHECK ("users"."role" in ('user', 'admin')),
	CONSTRAINT "users_tier_known" CHECK ("users"."membership_tier" in ('cadet', 'explorer', 'commander', 'admiral'))
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "battles" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"battle_type" text DEFAULT 'beat_battle' NOT NULL,
	"genre" text DEFAULT 'hip-hop' NOT NULL,
	"entry_fee" integer DEFAULT 0 NOT NULL,
	"prize_pool" integer DEFAULT 0 NOT NULL,
	"max_participants" integer DEFAULT 10 NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"voting_end_time" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"host_email" text NOT NULL,
	"winner_submission_id" text,
	CONSTRAINT "battles_status_known" CHECK ("battles"."status" in ('upcoming', 'active', 'voting', 'completed')),
	CONSTRAINT "battles_amounts_non_negative" CHECK ("battles"."entry_fee" >= 0 and "battles"."prize_pool" >= 0),
	CONSTRAINT "battles_times_in_order" CHECK ("battles"."start_time" <= "battles"."end_time" and "battles"."end_time" <= "battles"."voting_end_time")
);
--> statement-breakpoint
CREATE TABLE "beat_submissions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"battle_id" text NOT NULL,
	"beat_id" text,
	"user_email" text NOT NULL,
	"title" text NOT NULL,
	"genre" text,
	"beat_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beats" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"user_email" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"genre" text,
	"media_type" text DEFAULT 'beat' NOT NULL,
	"file_url" text NOT NULL,
	"file_size" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"pilot_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_drops" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"user_email" text NOT NULL,
	"card_id" text NOT NULL,
	"source" text DEFAULT 'daily_login' NOT NULL,
	"day" text NOT NULL,
	"claimed" boolean DEFAULT true NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"card_name" text NOT NULL,
	"card_type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"effect_type" text NOT NULL,
	"effect_value" integer NOT NULL,
	"rarity" text DEFAULT 'common' NOT NULL,
	CONSTRAINT "cards_type_known" CHECK ("cards"."card_type" in ('doom', 'spare luck')),
	CONSTRAINT "cards_rarity_known" CHECK ("cards"."rarity" in ('common', 'rare', 'epic', 'legendary'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"function_name" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"user_email" text NOT NULL,
	"tier" text NOT NULL,
	"billing_cycle" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"prize_pool_contribution" double precision DEFAULT 0 NOT NULL,
	"battle_entries_used" integer DEFAULT 0 NOT NULL,
	"upload_slots_used" integer DEFAULT 0 NOT NULL,
	"auto_renew" boolean DEFAULT true NOT NULL,
	CONSTRAINT "memberships_user_email_unique" UNIQUE("user_email"),
	CONSTRAINT "memberships_tier_known" CHECK ("memberships"."tier" in ('cadet', 'explorer', 'commander', 'admiral')),
	CONSTRAINT "memberships_cycle_known" CHECK ("memberships"."billing_cycle" in ('monthly', 'annual')),
	CONSTRAINT "memberships_counters_non_negative" CHECK ("memberships"."battle_entries_used" >= 0 and "memberships"."upload_slots_used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quest_progress" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"user_email" text NOT NULL,
	"quest_id" text NOT NULL,
	"period" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"claimed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "quest_progress_range" CHECK ("quest_progress"."progress" between 0 and 100 and "quest_progress"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quests" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quest_type" text NOT NULL,
	"stardust_reward" integer DEFAULT 0 NOT NULL,
	"xp_reward" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"objective_event" text NOT NULL,
	"objective_count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "quests_type_known" CHECK ("quests"."quest_type" in ('daily', 'weekly', 'story', 'special')),
	CONSTRAINT "quests_rewards_non_negative" CHECK ("quests"."stardust_reward" >= 0 and coalesce("quests"."xp_reward", 0) >= 0),
	CONSTRAINT "quests_goal_positive" CHECK ("quests"."objective_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "stardust_transactions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"user_email" text NOT NULL,
	"amount" integer NOT NULL,
	"transaction_type" text NOT NULL,
	"reference_id" text,
	"description" text DEFAULT '' NOT NULL,
	"balance_after" integer NOT NULL,
	CONSTRAINT "stardust_transactions_balance_non_negative" CHECK ("stardust_transactions"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tournament_entries" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"tournament_id" text NOT NULL,
	"user_email" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"max_players" integer NOT NULL,
	"current_players" integer DEFAULT 0 NOT NULL,
	"entry_fee" integer DEFAULT 0 NOT NULL,
	"min_tier" text,
	"prize_pool" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "tournaments_state_known" CHECK ("tournaments"."state" in ('open', 'in_progress', 'completed')),
	CONSTRAINT "tournaments_players_in_range" CHECK ("tournaments"."current_players" >= 0),
	CONSTRAINT "tournaments_fee_non_negative" CHECK ("tournaments"."entry_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"battle_id" text NOT NULL,
	"submission_id" text NOT NULL,
	"voter_email" text NOT NULL,
	"creativity" integer NOT NULL,
	"technical" integer NOT NULL,
	"impact" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"vote_power" integer NOT NULL,
	CONSTRAINT "votes_scores_in_range" CHECK ("votes"."creativity" between 0 and 10 and "votes"."technical" between 0 and 10 and "votes"."impact" between 0 and 10)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_host_email_users_email_fk" FOREIGN KEY ("host_email") REFERENCES "public"."users"("email") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "beat_submissions" ADD CONSTRAINT "beat_submissions_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beat_submissions" ADD CONSTRAINT "beat_submissions_beat_id_beats_id_fk" FOREIGN KEY ("beat_id") REFERENCES "public"."beats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beat_submissions" ADD CONSTRAINT "beat_submissions_user_email_users_email_fk" FOREIGN KEY ("user_email") REFERENCES "public"."users"("email") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "beats" ADD CONSTRAINT "beats_user_email_users_email_fk" FOREIGN KEY ("user_email") REFERENCES "public"."users"("email") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "card_drops" ADD CONSTRAINT "card_drops_user_email_users_email_fk" FOREIGN KEY ("user_email") REFERENCES "public"."users"("email") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "card_drops" ADD CONSTRAINT "card_drops_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_email_users_email_fk" FOREIGN KEY ("user_email") REFERENCES "public"."users"("email") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "quest_progress" ADD CONSTRAINT "quest_progress_user_email_users_email_fk" FOREIGN KEY ("user_email") REFERENCES "public"."users"("email") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "quest_progress" ADD CONSTRAINT "quest_progress_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stardust_transactions" ADD CONSTRAINT "stardust_transactions_user_email_users_email_fk" FOREIGN KEY ("user_email") REFERENCES "public"."users"("email") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_user_email_users_email_fk" FOREIGN KEY ("user_email") REFERENCES "public"."users"("email") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_submission_id_beat_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."beat_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_voter_email_users_email_fk" FOREIGN KEY ("voter_email") REFERENCES "public"."users"("email") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_leaderboard_idx" ON "users" USING btree ("xp" DESC NULLS LAST,"battles_won" DESC NULLS LAST,"created_date");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "battles_status_idx" ON "battles" USING btree ("status");--> statement-breakpoint
CREATE INDEX "beat_submissions_battle_idx" ON "beat_submissions" USING btree ("battle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "beat_submissions_once_per_pilot" ON "beat_submissions" USING btree ("battle_id","user_email");--> statement-breakpoint
CREATE INDEX "beats_owner_idx" ON "beats" USING btree ("user_email","created_date");--> statement-breakpoint
CREATE UNIQUE INDEX "card_drops_one_daily_draw" ON "card_drops" USING btree ("user_email","day") WHERE "card_drops"."source" = 'daily_login';--> statement-breakpoint
CREATE INDEX "idempotency_keys_age_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quest_progress_once_per_period" ON "quest_progress" USING btree ("user_email","quest_id","period");--> statement-breakpoint
CREATE INDEX "stardust_transactions_owner_idx" ON "stardust_transactions" USING btree ("user_email","created_date" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_entries_once" ON "tournament_entries" USING btree ("tournament_id","user_email");--> statement-breakpoint
CREATE UNIQUE INDEX "votes_once_per_voter" ON "votes" USING btree ("voter_email","submission_id");
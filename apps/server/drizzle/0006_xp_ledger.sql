CREATE TABLE "pilot_count" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"pilots" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pilot_count_single_row" CHECK ("pilot_count"."id")
);
--> statement-breakpoint
CREATE TABLE "season_histogram" (
	"season" date NOT NULL,
	"level" smallint NOT NULL,
	"key" integer NOT NULL,
	"pilots" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "season_histogram_season_level_key_pk" PRIMARY KEY("season","level","key")
);
--> statement-breakpoint
CREATE TABLE "season_scores" (
	"season" date NOT NULL,
	"user_id" text NOT NULL,
	"xp" integer DEFAULT 0 NOT NULL,
	"battles_won" integer DEFAULT 0 NOT NULL,
	"signed_up_at" timestamp with time zone NOT NULL,
	CONSTRAINT "season_scores_season_user_id_pk" PRIMARY KEY("season","user_id")
);
--> statement-breakpoint
CREATE TABLE "xp_histogram" (
	"level" smallint NOT NULL,
	"key" integer NOT NULL,
	"pilots" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "xp_histogram_level_key_pk" PRIMARY KEY("level","key")
);
--> statement-breakpoint
CREATE TABLE "xp_transactions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"reference_id" text,
	"xp_after" integer NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "xp_transactions_xp_non_negative" CHECK ("xp_transactions"."xp_after" >= 0)
);
--> statement-breakpoint
DROP INDEX "users_leaderboard_idx";--> statement-breakpoint
ALTER TABLE "season_scores" ADD CONSTRAINT "season_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xp_transactions" ADD CONSTRAINT "xp_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "season_scores_board_idx" ON "season_scores" USING btree ("season","xp" DESC NULLS FIRST,"battles_won" DESC NULLS FIRST,"signed_up_at","user_id") WHERE "season_scores"."xp" > 0;--> statement-breakpoint
CREATE INDEX "xp_transactions_owner_idx" ON "xp_transactions" USING btree ("user_id","created_date");--> statement-breakpoint
CREATE INDEX "users_leaderboard_idx" ON "users" USING btree ("xp" DESC NULLS FIRST,"battles_won" DESC NULLS FIRST,"created_date","id") WHERE "users"."xp" > 0;
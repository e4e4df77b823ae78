ALTER TABLE "users" ADD COLUMN "timezone_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_login_day" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "shields" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bonus_battle_entries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "extra_draws" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "xp_multiplier_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rank_boost_tier" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rank_boost_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_boost_tier_known" CHECK ("users"."rank_boost_tier" in ('cadet', 'explorer', 'commander', 'admiral'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_inventory_non_negative" CHECK ("users"."shields" >= 0 and "users"."bonus_battle_entries" >= 0 and "users"."extra_draws" >= 0);
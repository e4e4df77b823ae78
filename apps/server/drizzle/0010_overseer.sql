CREATE TABLE "audit_log" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"admin_id" text NOT NULL,
	"admin_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_removals" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"battle_id" text NOT NULL,
	"submission_id" text NOT NULL,
	"user_email" text NOT NULL,
	"title" text NOT NULL,
	"fee_refunded" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "submission_removals_submission_id_unique" UNIQUE("submission_id")
);
--> statement-breakpoint
ALTER TABLE "battles" DROP CONSTRAINT "battles_status_known";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "banned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ban_reason" text;--> statement-breakpoint
ALTER TABLE "battles" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "battles" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "submission_removals" ADD CONSTRAINT "submission_removals_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_removals" ADD CONSTRAINT "submission_removals_user_email_users_email_fk" FOREIGN KEY ("user_email") REFERENCES "public"."users"("email") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_admin_idx" ON "audit_log" USING btree ("admin_email","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "submission_removals_pilot_idx" ON "submission_removals" USING btree ("user_email","battle_id");--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_status_known" CHECK ("battles"."status" in ('upcoming', 'active', 'voting', 'completed', 'cancelled'));--> statement-breakpoint
-- The audit log is append-only: no path of the application changes or removes a row, and the
-- database refuses it as well, whoever asks.
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'The audit log is append-only: % is refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update" BEFORE UPDATE OR DELETE ON "audit_log"
	FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
	FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
--> statement-breakpoint
-- A banned pilot is off the boards: Total Pilots and the all-time score histogram count only pilots
-- who are not banned, so a ban (or its lifting) moves them like a sign-up or a removal would.
CREATE OR REPLACE FUNCTION "pilots_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "pilot_count" SET "pilots" = "pilots" + (SELECT count(*) FROM "added_pilots" WHERE "banned_at" IS NULL) WHERE "id";
	INSERT INTO "xp_histogram" ("level", "key", "pilots")
		SELECT "level", "key", count(*) FROM (
			SELECT 0 AS "level", "xp" AS "key" FROM "added_pilots" WHERE "xp" > 0 AND "banned_at" IS NULL
			UNION ALL SELECT 1, "xp" >> 10 FROM "added_pilots" WHERE "xp" > 0 AND "banned_at" IS NULL
		) AS "scores" GROUP BY "level", "key" ORDER BY "level", "key"
		ON CONFLICT ("level", "key") DO UPDATE SET "pilots" = "xp_histogram"."pilots" + excluded."pilots";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "pilots_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "pilot_count" SET "pilots" = "pilots" - (SELECT count(*) FROM "removed_pilots" WHERE "banned_at" IS NULL) WHERE "id";
	INSERT INTO "xp_histogram" ("level", "key", "pilots")
		SELECT "level", "key", -count(*) FROM (
			SELECT 0 AS "level", "xp" AS "key" FROM "removed_pilots" WHERE "xp" > 0 AND "banned_at" IS NULL
			UNION ALL SELECT 1, "xp" >> 10 FROM "removed_pilots" WHERE "xp" > 0 AND "banned_at" IS NULL
		) AS "scores" GROUP BY "level", "key" ORDER BY "level", "key"
		ON CONFLICT ("level", "key") DO UPDATE SET "pilots" = "xp_histogram"."pilots" + excluded."pilots";
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A pilot's ranked score: their XP, or 0 (unranked) while banned.
CREATE OR REPLACE FUNCTION "pilot_rescored"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"old_score" integer := CASE WHEN OLD."banned_at" IS NULL THEN OLD."xp" ELSE 0 END;
	"new_score" integer := CASE WHEN NEW."banned_at" IS NULL THEN NEW."xp" ELSE 0 END;
BEGIN
	IF (OLD."banned_at" IS NULL) <> (NEW."banned_at" IS NULL) THEN
		UPDATE "pilot_count" SET "pilots" = "pilots" + CASE WHEN NEW."banned_at" IS NULL THEN 1 ELSE -1 END WHERE "id";
	END IF;
	INSERT INTO "xp_histogram" ("level", "key", "pilots")
		SELECT "level", "key", sum("delta") FROM (
			SELECT 0 AS "level", "old_score" AS "key", -1 AS "delta" WHERE "old_score" > 0
			UNION ALL SELECT 1, "old_score" >> 10, -1 WHERE "old_score" > 0
			UNION ALL SELECT 0, "new_score", 1 WHERE "new_score" > 0
			UNION ALL SELECT 1, "new_score" >> 10, 1 WHERE "new_score" > 0
		) AS "moves" GROUP BY "level", "key" HAVING sum("delta") <> 0 ORDER BY "level", "key"
		ON CONFLICT ("level", "key") DO UPDATE SET "pilots" = "xp_histogram"."pilots" + excluded."pilots";
	RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "users_rescored" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_rescored" AFTER UPDATE OF "xp", "banned_at" ON "users"
	FOR EACH ROW WHEN (OLD."xp" IS DISTINCT FROM NEW."xp" OR (OLD."banned_at" IS NULL) <> (NEW."banned_at" IS NULL))
	EXECUTE FUNCTION "pilot_rescored"();

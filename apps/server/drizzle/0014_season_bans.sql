DROP INDEX "season_scores_board_idx";--> statement-breakpoint
ALTER TABLE "season_scores" ADD COLUMN "banned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "season_scores_pilot_idx" ON "season_scores" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "season_scores_board_idx" ON "season_scores" USING btree ("season","xp" DESC NULLS FIRST,"battles_won" DESC NULLS FIRST,"signed_up_at","user_id") WHERE "season_scores"."xp" > 0 and not "season_scores"."banned";--> statement-breakpoint
-- A banned pilot is off the season boards as on the all-time one: their season rows carry
-- "banned", and each season's score counts hold only rows that are not, so a ban (or its lifting)
-- moves every season's counts like a change of score would.
CREATE OR REPLACE FUNCTION "season_scores_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "season_histogram" ("season", "level", "key", "pilots")
		SELECT "season", "level", "key", count(*) FROM (
			SELECT "season", 0 AS "level", "xp" AS "key" FROM "added_scores" WHERE "xp" > 0 AND NOT "banned"
			UNION ALL SELECT "season", 1, "xp" >> 10 FROM "added_scores" WHERE "xp" > 0 AND NOT "banned"
		) AS "scores" GROUP BY "season", "level", "key" ORDER BY "season", "level", "key"
		ON CONFLICT ("season", "level", "key") DO UPDATE SET "pilots" = "season_histogram"."pilots" + excluded."pilots";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "season_scores_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "season_histogram" ("season", "level", "key", "pilots")
		SELECT "season", "level", "key", -count(*) FROM (
			SELECT "season", 0 AS "level", "xp" AS "key" FROM "removed_scores" WHERE "xp" > 0 AND NOT "banned"
			UNION ALL SELECT "season", 1, "xp" >> 10 FROM "removed_scores" WHERE "xp" > 0 AND NOT "banned"
		) AS "scores" GROUP BY "season", "level", "key" ORDER BY "season", "level", "key"
		ON CONFLICT ("season", "level", "key") DO UPDATE SET "pilots" = "season_histogram"."pilots" + excluded."pilots";
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A season row's ranked score: its XP, or 0 (unranked) while the pilot is banned.
CREATE OR REPLACE FUNCTION "season_score_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"old_score" integer := CASE WHEN OLD."banned" THEN 0 ELSE OLD."xp" END;
	"new_score" integer := CASE WHEN NEW."banned" THEN 0 ELSE NEW."xp" END;
BEGIN
	INSERT INTO "season_histogram" ("season", "level", "key", "pilots")
		SELECT NEW."season", "level", "key", sum("delta") FROM (
			SELECT 0 AS "level", "old_score" AS "key", -1 AS "delta" WHERE "old_score" > 0
			UNION ALL SELECT 1, "old_score" >> 10, -1 WHERE "old_score" > 0
			UNION ALL SELECT 0, "new_score", 1 WHERE "new_score" > 0
			UNION ALL SELECT 1, "new_score" >> 10, 1 WHERE "new_score" > 0
		) AS "moves" GROUP BY "level", "key" HAVING sum("delta") <> 0 ORDER BY "level", "key"
		ON CONFLICT ("season", "level", "key") DO UPDATE SET "pilots" = "season_histogram"."pilots" + excluded."pilots";
	RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "season_scores_moved" ON "season_scores";
--> statement-breakpoint
CREATE TRIGGER "season_scores_moved" AFTER UPDATE OF "xp", "banned" ON "season_scores"
	FOR EACH ROW WHEN (OLD."xp" IS DISTINCT FROM NEW."xp" OR OLD."banned" <> NEW."banned")
	EXECUTE FUNCTION "season_score_moved"();
--> statement-breakpoint
-- A ban or its lifting carries over to the pilot's row in every season. The rows are updated one
-- season at a time, in season order, so the score counts' row locks are taken in (season, level,
-- key) order like every other writer's. A new season row copies the flag when XP first lands in it.
CREATE FUNCTION "pilot_season_banned"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"row_season" date;
BEGIN
	FOR "row_season" IN SELECT "season" FROM "season_scores" WHERE "user_id" = NEW."id" ORDER BY "season" LOOP
		UPDATE "season_scores" SET "banned" = NEW."banned_at" IS NOT NULL WHERE "season" = "row_season" AND "user_id" = NEW."id";
	END LOOP;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_season_banned" AFTER UPDATE OF "banned_at" ON "users"
	FOR EACH ROW WHEN ((OLD."banned_at" IS NULL) <> (NEW."banned_at" IS NULL))
	EXECUTE FUNCTION "pilot_season_banned"();
--> statement-breakpoint
-- Pilots banned before now: their season rows leave the counts through "season_scores_moved".
UPDATE "season_scores" SET "banned" = true
	WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "banned_at" IS NOT NULL);

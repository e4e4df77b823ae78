-- Tie counts for the boards (decisions/012): ranked pilots per (score, wins) at level 0 and per
-- (score, wins, day of sign-up) at level 1, kept by triggers beside the score histograms, so a
-- rank in a crowd of pilots tied on score sums these rows and counts over the index only the pilots
-- of its own day. Rows are upserted in key order so concurrent changes lock them in one order.
CREATE TABLE "season_ties" (
	"season" date NOT NULL,
	"level" smallint NOT NULL,
	"score" integer NOT NULL,
	"wins" integer NOT NULL,
	"day" integer NOT NULL,
	"pilots" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "season_ties_season_level_score_wins_day_pk" PRIMARY KEY("season","level","score","wins","day")
);
--> statement-breakpoint
CREATE TABLE "xp_ties" (
	"level" smallint NOT NULL,
	"score" integer NOT NULL,
	"wins" integer NOT NULL,
	"day" integer NOT NULL,
	"pilots" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "xp_ties_level_score_wins_day_pk" PRIMARY KEY("level","score","wins","day")
);

--> statement-breakpoint
-- The day of a sign-up in UTC, counted from 1970-01-01: the same for the triggers and the boards' reads.
CREATE FUNCTION "board_day"("at" timestamptz) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT floor(extract(epoch FROM "at") / 86400)::integer $$;
--> statement-breakpoint
INSERT INTO "xp_ties" ("level", "score", "wins", "day", "pilots")
	SELECT 0, "xp", "battles_won", 0, count(*) FROM "users" WHERE "xp" > 0 AND "banned_at" IS NULL GROUP BY "xp", "battles_won"
	UNION ALL SELECT 1, "xp", "battles_won", "board_day"("created_date"), count(*) FROM "users" WHERE "xp" > 0 AND "banned_at" IS NULL
		GROUP BY "xp", "battles_won", "board_day"("created_date");
--> statement-breakpoint
INSERT INTO "season_ties" ("season", "level", "score", "wins", "day", "pilots")
	SELECT "season", 0, "xp", "battles_won", 0, count(*) FROM "season_scores" WHERE "xp" > 0 AND NOT "banned" GROUP BY "season", "xp", "battles_won"
	UNION ALL SELECT "season", 1, "xp", "battles_won", "board_day"("signed_up_at"), count(*) FROM "season_scores" WHERE "xp" > 0 AND NOT "banned"
		GROUP BY "season", "xp", "battles_won", "board_day"("signed_up_at");
--> statement-breakpoint
CREATE FUNCTION "pilot_ties_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "xp_ties" ("level", "score", "wins", "day", "pilots")
		SELECT "level", "score", "wins", "day", count(*) FROM (
			SELECT 0 AS "level", "xp" AS "score", "battles_won" AS "wins", 0 AS "day" FROM "added_pilots" WHERE "xp" > 0 AND "banned_at" IS NULL
			UNION ALL SELECT 1, "xp", "battles_won", "board_day"("created_date") FROM "added_pilots" WHERE "xp" > 0 AND "banned_at" IS NULL
		) AS "ties" GROUP BY "level", "score", "wins", "day" ORDER BY "level", "score", "wins", "day"
		ON CONFLICT ("level", "score", "wins", "day") DO UPDATE SET "pilots" = "xp_ties"."pilots" + excluded."pilots";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "pilot_ties_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "xp_ties" ("level", "score", "wins", "day", "pilots")
		SELECT "level", "score", "wins", "day", -count(*) FROM (
			SELECT 0 AS "level", "xp" AS "score", "battles_won" AS "wins", 0 AS "day" FROM "removed_pilots" WHERE "xp" > 0 AND "banned_at" IS NULL
			UNION ALL SELECT 1, "xp", "battles_won", "board_day"("created_date") FROM "removed_pilots" WHERE "xp" > 0 AND "banned_at" IS NULL
		) AS "ties" GROUP BY "level", "score", "wins", "day" ORDER BY "level", "score", "wins", "day"
		ON CONFLICT ("level", "score", "wins", "day") DO UPDATE SET "pilots" = "xp_ties"."pilots" + excluded."pilots";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "pilot_ties_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "xp_ties" ("level", "score", "wins", "day", "pilots")
		SELECT "level", "score", "wins", "day", sum("delta") FROM (
			SELECT 0 AS "level", OLD."xp" AS "score", OLD."battles_won" AS "wins", 0 AS "day", -1 AS "delta" WHERE OLD."xp" > 0 AND OLD."banned_at" IS NULL
			UNION ALL SELECT 1, OLD."xp", OLD."battles_won", "board_day"(OLD."created_date"), -1 WHERE OLD."xp" > 0 AND OLD."banned_at" IS NULL
			UNION ALL SELECT 0, NEW."xp", NEW."battles_won", 0, 1 WHERE NEW."xp" > 0 AND NEW."banned_at" IS NULL
			UNION ALL SELECT 1, NEW."xp", NEW."battles_won", "board_day"(NEW."created_date"), 1 WHERE NEW."xp" > 0 AND NEW."banned_at" IS NULL
		) AS "moves" GROUP BY "level", "score", "wins", "day" HAVING sum("delta") <> 0 ORDER BY "level", "score", "wins", "day"
		ON CONFLICT ("level", "score", "wins", "day") DO UPDATE SET "pilots" = "xp_ties"."pilots" + excluded."pilots";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_ties_added" AFTER INSERT ON "users" REFERENCING NEW TABLE AS "added_pilots"
	FOR EACH STATEMENT EXECUTE FUNCTION "pilot_ties_added"();
--> statement-breakpoint
CREATE TRIGGER "users_ties_removed" AFTER DELETE ON "users" REFERENCING OLD TABLE AS "removed_pilots"
	FOR EACH STATEMENT EXECUTE FUNCTION "pilot_ties_removed"();
--> statement-breakpoint
CREATE TRIGGER "users_ties_moved" AFTER UPDATE OF "xp", "battles_won", "created_date", "banned_at" ON "users"
	FOR EACH ROW WHEN (OLD."xp" IS DISTINCT FROM NEW."xp" OR OLD."battles_won" IS DISTINCT FROM NEW."battles_won"
		OR OLD."created_date" IS DISTINCT FROM NEW."created_date" OR (OLD."banned_at" IS NULL) <> (NEW."banned_at" IS NULL))
	EXECUTE FUNCTION "pilot_ties_moved"();
--> statement-breakpoint
CREATE FUNCTION "season_ties_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "season_ties" ("season", "level", "score", "wins", "day", "pilots")
		SELECT "season", "level", "score", "wins", "day", count(*) FROM (
			SELECT "season", 0 AS "level", "xp" AS "score", "battles_won" AS "wins", 0 AS "day" FROM "added_scores" WHERE "xp" > 0 AND NOT "banned"
			UNION ALL SELECT "season", 1, "xp", "battles_won", "board_day"("signed_up_at") FROM "added_scores" WHERE "xp" > 0 AND NOT "banned"
		) AS "ties" GROUP BY "season", "level", "score", "wins", "day" ORDER BY "season", "level", "score", "wins", "day"
		ON CONFLICT ("season", "level", "score", "wins", "day") DO UPDATE SET "pilots" = "season_ties"."pilots" + excluded."pilots";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "season_ties_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "season_ties" ("season", "level", "score", "wins", "day", "pilots")
		SELECT "season", "level", "score", "wins", "day", -count(*) FROM (
			SELECT "season", 0 AS "level", "xp" AS "score", "battles_won" AS "wins", 0 AS "day" FROM "removed_scores" WHERE "xp" > 0 AND NOT "banned"
			UNION ALL SELECT "season", 1, "xp", "battles_won", "board_day"("signed_up_at") FROM "removed_scores" WHERE "xp" > 0 AND NOT "banned"
		) AS "ties" GROUP BY "season", "level", "score", "wins", "day" ORDER BY "season", "level", "score", "wins", "day"
		ON CONFLICT ("season", "level", "score", "wins", "day") DO UPDATE SET "pilots" = "season_ties"."pilots" + excluded."pilots";
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A season row never changes season: the old and new rows count in NEW's season.
CREATE FUNCTION "season_ties_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "season_ties" ("season", "level", "score", "wins", "day", "pilots")
		SELECT NEW."season", "level", "score", "wins", "day", sum("delta") FROM (
			SELECT 0 AS "level", OLD."xp" AS "score", OLD."battles_won" AS "wins", 0 AS "day", -1 AS "delta" WHERE OLD."xp" > 0 AND NOT OLD."banned"
			UNION ALL SELECT 1, OLD."xp", OLD."battles_won", "board_day"(OLD."signed_up_at"), -1 WHERE OLD."xp" > 0 AND NOT OLD."banned"
			UNION ALL SELECT 0, NEW."xp", NEW."battles_won", 0, 1 WHERE NEW."xp" > 0 AND NOT NEW."banned"
			UNION ALL SELECT 1, NEW."xp", NEW."battles_won", "board_day"(NEW."signed_up_at"), 1 WHERE NEW."xp" > 0 AND NOT NEW."banned"
		) AS "moves" GROUP BY "level", "score", "wins", "day" HAVING sum("delta") <> 0 ORDER BY "level", "score", "wins", "day"
		ON CONFLICT ("season", "level", "score", "wins", "day") DO UPDATE SET "pilots" = "season_ties"."pilots" + excluded."pilots";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "season_scores_ties_added" AFTER INSERT ON "season_scores" REFERENCING NEW TABLE AS "added_scores"
	FOR EACH STATEMENT EXECUTE FUNCTION "season_ties_added"();
--> statement-breakpoint
CREATE TRIGGER "season_scores_ties_removed" AFTER DELETE ON "season_scores" REFERENCING OLD TABLE AS "removed_scores"
	FOR EACH STATEMENT EXECUTE FUNCTION "season_ties_removed"();
--> statement-breakpoint
CREATE TRIGGER "season_scores_ties_moved" AFTER UPDATE OF "xp", "battles_won", "signed_up_at", "banned" ON "season_scores"
	FOR EACH ROW WHEN (OLD."xp" IS DISTINCT FROM NEW."xp" OR OLD."battles_won" IS DISTINCT FROM NEW."battles_won"
		OR OLD."signed_up_at" IS DISTINCT FROM NEW."signed_up_at" OR OLD."banned" IS DISTINCT FROM NEW."banned")
	EXECUTE FUNCTION "season_ties_moved"();

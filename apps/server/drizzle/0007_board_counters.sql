-- Counters the boards read instead of counting pilots, kept by triggers on users so every path
-- that adds, removes or re-scores a pilot keeps them exact in its own transaction.
--
-- pilot_count: Total Pilots, one row. Statement-level triggers, so bulk inserts or deletes update
-- it once per statement.
-- xp_histogram: ranked pilots (xp > 0) per exact score (level 0) and per band of 1024 XP
-- (level 1, key = xp >> 10); season_histogram: the same per season, from season_scores. Rows are
-- upserted in (level, key) order so concurrent changes take their row locks in one order.
INSERT INTO "pilot_count" ("id", "pilots") SELECT true, count(*) FROM "users";
--> statement-breakpoint
INSERT INTO "xp_histogram" ("level", "key", "pilots")
	SELECT 0, "xp", count(*) FROM "users" WHERE "xp" > 0 GROUP BY "xp"
	UNION ALL SELECT 1, "xp" >> 10, count(*) FROM "users" WHERE "xp" > 0 GROUP BY "xp" >> 10;
--> statement-breakpoint
CREATE FUNCTION "pilots_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "pilot_count" SET "pilots" = "pilots" + (SELECT count(*) FROM "added_pilots") WHERE "id";
	INSERT INTO "xp_histogram" ("level", "key", "pilots")
		SELECT "level", "key", count(*) FROM (
			SELECT 0 AS "level", "xp" AS "key" FROM "added_pilots" WHERE "xp" > 0
			UNION ALL SELECT 1, "xp" >> 10 FROM "added_pilots" WHERE "xp" > 0
		) AS "scores" GROUP BY "level", "key" ORDER BY "level", "key"
		ON CONFLICT ("level", "key") DO UPDATE SET "pilots" = "xp_histogram"."pilots" + excluded."pilots";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "pilots_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "pilot_count" SET "pilots" = "pilots" - (SELECT count(*) FROM "removed_pilots") WHERE "id";
	INSERT INTO "xp_histogram" ("level", "key", "pilots")
		SELECT "level", "key", -count(*) FROM (
			SELECT 0 AS "level", "xp" AS "key" FROM "removed_pilots" WHERE "xp" > 0
			UNION ALL SELECT 1, "xp" >> 10 FROM "removed_pilots" WHERE "xp" > 0
		) AS "scores" GROUP BY "level", "key" ORDER BY "level", "key"
		ON CONFLICT ("level", "key") DO UPDATE SET "pilots" = "xp_histogram"."pilots" + excluded."pilots";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "pilot_rescored"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "xp_histogram" ("level", "key", "pilots")
		SELECT "level", "key", sum("delta") FROM (
			SELECT 0 AS "level", OLD."xp" AS "key", -1 AS "delta" WHERE OLD."xp" > 0
			UNION ALL SELECT 1, OLD."xp" >> 10, -1 WHERE OLD."xp" > 0
			UNION ALL SELECT 0, NEW."xp", 1 WHERE NEW."xp" > 0
			UNION ALL SELECT 1, NEW."xp" >> 10, 1 WHERE NEW."xp" > 0
		) AS "moves" GROUP BY "level", "key" HAVING sum("delta") <> 0 ORDER BY "level", "key"
		ON CONFLICT ("level", "key") DO UPDATE SET "pilots" = "xp_histogram"."pilots" + excluded."pilots";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_added" AFTER INSERT ON "users" REFERENCING NEW TABLE AS "added_pilots"
	FOR EACH STATEMENT EXECUTE FUNCTION "pilots_added"();
--> statement-breakpoint
CREATE TRIGGER "users_removed" AFTER DELETE ON "users" REFERENCING OLD TABLE AS "removed_pilots"
	FOR EACH STATEMENT EXECUTE FUNCTION "pilots_removed"();
--> statement-breakpoint
CREATE TRIGGER "users_rescored" AFTER UPDATE OF "xp" ON "users"
	FOR EACH ROW WHEN (OLD."xp" IS DISTINCT FROM NEW."xp") EXECUTE FUNCTION "pilot_rescored"();
--> statement-breakpoint
CREATE FUNCTION "season_scores_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "season_histogram" ("season", "level", "key", "pilots")
		SELECT "season", "level", "key", count(*) FROM (
			SELECT "season", 0 AS "level", "xp" AS "key" FROM "added_scores" WHERE "xp" > 0
			UNION ALL SELECT "season", 1, "xp" >> 10 FROM "added_scores" WHERE "xp" > 0
		) AS "scores" GROUP BY "season", "level", "key" ORDER BY "season", "level", "key"
		ON CONFLICT ("season", "level", "key") DO UPDATE SET "pilots" = "season_histogram"."pilots" + excluded."pilots";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "season_scores_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "season_histogram" ("season", "level", "key", "pilots")
		SELECT "season", "level", "key", -count(*) FROM (
			SELECT "season", 0 AS "level", "xp" AS "key" FROM "removed_scores" WHERE "xp" > 0
			UNION ALL SELECT "season", 1, "xp" >> 10 FROM "removed_scores" WHERE "xp" > 0
		) AS "scores" GROUP BY "season", "level", "key" ORDER BY "season", "level", "key"
		ON CONFLICT ("season", "level", "key") DO UPDATE SET "pilots" = "season_histogram"."pilots" + excluded."pilots";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "season_score_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "season_histogram" ("season", "level", "key", "pilots")
		SELECT NEW."season", "level", "key", sum("delta") FROM (
			SELECT 0 AS "level", OLD."xp" AS "key", -1 AS "delta" WHERE OLD."xp" > 0
			UNION ALL SELECT 1, OLD."xp" >> 10, -1 WHERE OLD."xp" > 0
			UNION ALL SELECT 0, NEW."xp", 1 WHERE NEW."xp" > 0
			UNION ALL SELECT 1, NEW."xp" >> 10, 1 WHERE NEW."xp" > 0
		) AS "moves" GROUP BY "level", "key" HAVING sum("delta") <> 0 ORDER BY "level", "key"
		ON CONFLICT ("season", "level", "key") DO UPDATE SET "pilots" = "season_histogram"."pilots" + excluded."pilots";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "season_scores_added" AFTER INSERT ON "season_scores" REFERENCING NEW TABLE AS "added_scores"
	FOR EACH STATEMENT EXECUTE FUNCTION "season_scores_added"();
--> statement-breakpoint
CREATE TRIGGER "season_scores_removed" AFTER DELETE ON "season_scores" REFERENCING OLD TABLE AS "removed_scores"
	FOR EACH STATEMENT EXECUTE FUNCTION "season_scores_removed"();
--> statement-breakpoint
CREATE TRIGGER "season_scores_moved" AFTER UPDATE OF "xp" ON "season_scores"
	FOR EACH ROW WHEN (OLD."xp" IS DISTINCT FROM NEW."xp") EXECUTE FUNCTION "season_score_moved"();
--> statement-breakpoint
-- XP earned before the ledger existed becomes one opening row per pilot, so xp == sum of ledger.
INSERT INTO "xp_transactions" ("user_id", "amount", "reason", "xp_after")
	SELECT "id", "xp", 'opening_balance', "xp" FROM "users" WHERE "xp" > 0;

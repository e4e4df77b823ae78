-- Total Pilots: one counter row kept by statement-level triggers on users, so reading it is one
-- row however many pilots there are, and bulk inserts or deletes update it once per statement.
INSERT INTO "pilot_count" ("id", "pilots") SELECT true, count(*) FROM "users";
--> statement-breakpoint
CREATE FUNCTION "pilot_count_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "pilot_count" SET "pilots" = "pilots" + (SELECT count(*) FROM "added_pilots") WHERE "id";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "pilot_count_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "pilot_count" SET "pilots" = "pilots" - (SELECT count(*) FROM "removed_pilots") WHERE "id";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_count_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS "added_pilots"
	FOR EACH STATEMENT EXECUTE FUNCTION "pilot_count_added"();
--> statement-breakpoint
CREATE TRIGGER "users_count_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS "removed_pilots"
	FOR EACH STATEMENT EXECUTE FUNCTION "pilot_count_removed"();
--> statement-breakpoint
-- XP earned before the ledger existed becomes one opening row per pilot, so xp == sum of ledger.
INSERT INTO "xp_transactions" ("user_id", "amount", "reason", "xp_after")
	SELECT "id", "xp", 'opening_balance', "xp" FROM "users" WHERE "xp" > 0;

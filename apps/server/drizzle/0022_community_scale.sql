CREATE TABLE "membership_counts" (
	"tier" text NOT NULL,
	"billing_cycle" text NOT NULL,
	"active" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "membership_counts_tier_billing_cycle_pk" PRIMARY KEY("tier","billing_cycle")
);
--> statement-breakpoint
CREATE TABLE "stake_votes" (
	"vote_id" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_leaderboard_idx";--> statement-breakpoint
DROP INDEX "beat_submissions_battle_idx";--> statement-breakpoint
DROP INDEX "votes_updated_idx";--> statement-breakpoint
DROP INDEX "votes_voter_recent_idx";--> statement-breakpoint
DROP INDEX "jobs_claim_idx";--> statement-breakpoint
ALTER TABLE "stake_votes" ADD CONSTRAINT "stake_votes_vote_id_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."votes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "battles_open_start_idx" ON "battles" USING btree ("start_time","id","end_time") WHERE "battles"."settled_at" is null and "battles"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "users_leaderboard_idx" ON "users" USING btree ("xp" DESC NULLS FIRST,"battles_won" DESC NULLS FIRST,"created_date","id") WHERE "users"."xp" > 0 and "users"."banned_at" is null;--> statement-breakpoint
CREATE INDEX "beat_submissions_battle_idx" ON "beat_submissions" USING btree ("battle_id","user_email","id");--> statement-breakpoint
CREATE INDEX "votes_updated_idx" ON "votes" USING btree ("updated_date","vote_power");--> statement-breakpoint
CREATE INDEX "votes_voter_recent_idx" ON "votes" USING btree ("voter_email","updated_date" DESC NULLS LAST,"id" DESC NULLS LAST,"vote_power");--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "jobs" USING btree ("queue","run_at" NULLS FIRST,"created_at","id") WHERE "jobs"."status" = 'queued';--> statement-breakpoint
-- Active memberships per tier and billing cycle, for the prize pool (core/membership/prize-pool.ts),
-- kept by triggers on memberships so every path that adds, ends or changes one keeps them exact in
-- its own transaction; rows are upserted in (tier, billing_cycle) order, as the board counters are.
INSERT INTO "membership_counts" ("tier", "billing_cycle", "active")
	SELECT "tier", "billing_cycle", count(*) FROM "memberships" WHERE "status" = 'active' GROUP BY "tier", "billing_cycle";
--> statement-breakpoint
CREATE FUNCTION "memberships_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "membership_counts" ("tier", "billing_cycle", "active")
		SELECT "tier", "billing_cycle", count(*) FROM "added_memberships" WHERE "status" = 'active'
		GROUP BY "tier", "billing_cycle" ORDER BY "tier", "billing_cycle"
		ON CONFLICT ("tier", "billing_cycle") DO UPDATE SET "active" = "membership_counts"."active" + excluded."active";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "memberships_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "membership_counts" ("tier", "billing_cycle", "active")
		SELECT "tier", "billing_cycle", -count(*) FROM "removed_memberships" WHERE "status" = 'active'
		GROUP BY "tier", "billing_cycle" ORDER BY "tier", "billing_cycle"
		ON CONFLICT ("tier", "billing_cycle") DO UPDATE SET "active" = "membership_counts"."active" + excluded."active";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "membership_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "membership_counts" ("tier", "billing_cycle", "active")
		SELECT "tier", "billing_cycle", sum("delta") FROM (
			SELECT OLD."tier" AS "tier", OLD."billing_cycle" AS "billing_cycle", -1 AS "delta" WHERE OLD."status" = 'active'
			UNION ALL SELECT NEW."tier", NEW."billing_cycle", 1 WHERE NEW."status" = 'active'
		) AS "moves" GROUP BY "tier", "billing_cycle" HAVING sum("delta") <> 0 ORDER BY "tier", "billing_cycle"
		ON CONFLICT ("tier", "billing_cycle") DO UPDATE SET "active" = "membership_counts"."active" + excluded."active";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "memberships_added" AFTER INSERT ON "memberships" REFERENCING NEW TABLE AS "added_memberships"
	FOR EACH STATEMENT EXECUTE FUNCTION "memberships_added"();
--> statement-breakpoint
CREATE TRIGGER "memberships_removed" AFTER DELETE ON "memberships" REFERENCING OLD TABLE AS "removed_memberships"
	FOR EACH STATEMENT EXECUTE FUNCTION "memberships_removed"();
--> statement-breakpoint
CREATE TRIGGER "memberships_changed" AFTER UPDATE OF "status", "tier", "billing_cycle" ON "memberships"
	FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."tier" IS DISTINCT FROM NEW."tier" OR OLD."billing_cycle" IS DISTINCT FROM NEW."billing_cycle")
	EXECUTE FUNCTION "membership_changed"();
--> statement-breakpoint
-- Votes cast with a stake in their battle (DESIGN.md section 6, Judging): the voter is its host, an
-- entrant, a removed entrant or a player of its match. They count in no judge's history, and the
-- calibration reads this list instead of testing every vote of its 90 days. A vote is listed when it
-- is cast, and a (battle, pilot) pair's votes are looked at again whenever a stake of that pilot in
-- that battle may have begun or ended, so the list is always the votes hasStakeSql would name.
CREATE FUNCTION "vote_has_stake"(text, text) RETURNS boolean LANGUAGE sql STABLE AS $$
	SELECT EXISTS (SELECT 1 FROM "battles" WHERE "id" = $1 AND "host_email" = $2)
		OR EXISTS (SELECT 1 FROM "beat_submissions" WHERE "battle_id" = $1 AND "user_email" = $2)
		OR EXISTS (SELECT 1 FROM "submission_removals" WHERE "battle_id" = $1 AND "user_email" = $2)
		OR EXISTS (SELECT 1 FROM "tournament_matches" WHERE "battle_id" = $1 AND ("pilot_a_email" = $2 OR "pilot_b_email" = $2))
$$;
--> statement-breakpoint
CREATE FUNCTION "refresh_vote_stakes"("stake_battle" text, "stake_pilot" text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF "stake_battle" IS NULL OR "stake_pilot" IS NULL THEN
		RETURN;
	END IF;
	IF "vote_has_stake"("stake_battle", "stake_pilot") THEN
		INSERT INTO "stake_votes" ("vote_id")
			SELECT "id" FROM "votes" WHERE "voter_email" = "stake_pilot" AND "battle_id" = "stake_battle" ON CONFLICT DO NOTHING;
	ELSE
		DELETE FROM "stake_votes" WHERE "vote_id" IN (SELECT "id" FROM "votes" WHERE "voter_email" = "stake_pilot" AND "battle_id" = "stake_battle");
	END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "votes_cast"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "stake_votes" ("vote_id")
		SELECT "id" FROM "cast_votes" WHERE "vote_has_stake"("battle_id", "voter_email") ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "vote_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "stake_votes" WHERE "vote_id" = OLD."id";
	IF "vote_has_stake"(NEW."battle_id", NEW."voter_email") THEN
		INSERT INTO "stake_votes" ("vote_id") VALUES (NEW."id") ON CONFLICT DO NOTHING;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A pilot's place in a battle changed (beat_submissions, submission_removals): both pairs looked at again.
CREATE FUNCTION "battle_pilot_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		PERFORM "refresh_vote_stakes"(OLD."battle_id", OLD."user_email");
	END IF;
	IF TG_OP <> 'DELETE' THEN
		PERFORM "refresh_vote_stakes"(NEW."battle_id", NEW."user_email");
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "match_pilots_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		PERFORM "refresh_vote_stakes"(OLD."battle_id", OLD."pilot_a_email");
		PERFORM "refresh_vote_stakes"(OLD."battle_id", OLD."pilot_b_email");
	END IF;
	IF TG_OP <> 'DELETE' THEN
		PERFORM "refresh_vote_stakes"(NEW."battle_id", NEW."pilot_a_email");
		PERFORM "refresh_vote_stakes"(NEW."battle_id", NEW."pilot_b_email");
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "battle_host_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "refresh_vote_stakes"(OLD."id", OLD."host_email");
	PERFORM "refresh_vote_stakes"(NEW."id", NEW."host_email");
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "votes_cast" AFTER INSERT ON "votes" REFERENCING NEW TABLE AS "cast_votes"
	FOR EACH STATEMENT EXECUTE FUNCTION "votes_cast"();
--> statement-breakpoint
CREATE TRIGGER "votes_moved" AFTER UPDATE OF "battle_id", "voter_email" ON "votes"
	FOR EACH ROW WHEN (OLD."battle_id" IS DISTINCT FROM NEW."battle_id" OR OLD."voter_email" IS DISTINCT FROM NEW."voter_email")
	EXECUTE FUNCTION "vote_moved"();
--> statement-breakpoint
CREATE TRIGGER "beat_submissions_stakes" AFTER INSERT OR DELETE OR UPDATE OF "battle_id", "user_email" ON "beat_submissions"
	FOR EACH ROW EXECUTE FUNCTION "battle_pilot_changed"();
--> statement-breakpoint
CREATE TRIGGER "submission_removals_stakes" AFTER INSERT OR DELETE OR UPDATE OF "battle_id", "user_email" ON "submission_removals"
	FOR EACH ROW EXECUTE FUNCTION "battle_pilot_changed"();
--> statement-breakpoint
CREATE TRIGGER "tournament_matches_stakes" AFTER INSERT OR DELETE OR UPDATE OF "battle_id", "pilot_a_email", "pilot_b_email" ON "tournament_matches"
	FOR EACH ROW EXECUTE FUNCTION "match_pilots_changed"();
--> statement-breakpoint
CREATE TRIGGER "battles_host_stakes" AFTER UPDATE OF "host_email" ON "battles"
	FOR EACH ROW WHEN (OLD."host_email" IS DISTINCT FROM NEW."host_email")
	EXECUTE FUNCTION "battle_host_changed"();
--> statement-breakpoint
-- The votes already cast with a stake, each way a stake comes about joined once over every vote.
INSERT INTO "stake_votes" ("vote_id")
	SELECT v."id" FROM "votes" v JOIN "battles" b ON b."id" = v."battle_id" AND b."host_email" = v."voter_email"
	UNION SELECT v."id" FROM "votes" v JOIN "beat_submissions" s ON s."battle_id" = v."battle_id" AND s."user_email" = v."voter_email"
	UNION SELECT v."id" FROM "votes" v JOIN "submission_removals" r ON r."battle_id" = v."battle_id" AND r."user_email" = v."voter_email"
	UNION SELECT v."id" FROM "votes" v JOIN "tournament_matches" m ON m."battle_id" = v."battle_id" AND v."voter_email" IN (m."pilot_a_email", m."pilot_b_email");

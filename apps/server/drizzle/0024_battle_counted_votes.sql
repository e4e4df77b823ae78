-- A settled battle's counted votes as one row per battle, the ids and their calibrated powers in two
-- arrays of the same order (decisions/025): a row per vote, each checked against two foreign keys,
-- was most of a hundred-thousand-vote settlement's time. The battle's key refuses a second settlement.
CREATE TABLE "battle_counted_votes" (
	"battle_id" text PRIMARY KEY NOT NULL,
	"vote_ids" text[] NOT NULL,
	"calibrated_powers" double precision[] NOT NULL,
	CONSTRAINT "battle_counted_votes_paired" CHECK (cardinality("battle_counted_votes"."vote_ids") = cardinality("battle_counted_votes"."calibrated_powers"))
);
--> statement-breakpoint
ALTER TABLE "battle_counted_votes" ADD CONSTRAINT "battle_counted_votes_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every battle settled so far keeps the votes and powers it was paid on.
INSERT INTO "battle_counted_votes" ("battle_id", "vote_ids", "calibrated_powers")
	SELECT "battle_id", array_agg("vote_id" ORDER BY "vote_id"), array_agg("calibrated_power" ORDER BY "vote_id")
	FROM "counted_votes" GROUP BY "battle_id";
--> statement-breakpoint
DROP TABLE "counted_votes" CASCADE;

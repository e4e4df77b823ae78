CREATE TABLE "media_renditions" (
	"key" text PRIMARY KEY NOT NULL,
	"source_key" text NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "track_fingerprints" (
	"hash" integer NOT NULL,
	"beat_id" text NOT NULL,
	"offset" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_target_known";--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "reporter_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "beats" ADD COLUMN "processing_error" text;--> statement-breakpoint
ALTER TABLE "beats" ADD COLUMN "sample_rate" integer;--> statement-breakpoint
ALTER TABLE "beats" ADD COLUMN "channels" integer;--> statement-breakpoint
ALTER TABLE "beats" ADD COLUMN "loudness_lufs" double precision;--> statement-breakpoint
ALTER TABLE "beats" ADD COLUMN "loudness_range_lu" double precision;--> statement-breakpoint
ALTER TABLE "beats" ADD COLUMN "true_peak_dbtp" double precision;--> statement-breakpoint
ALTER TABLE "beats" ADD COLUMN "playback_gain_db" double precision;--> statement-breakpoint
ALTER TABLE "beats" ADD COLUMN "peaks_url" text;--> statement-breakpoint
ALTER TABLE "beats" ADD COLUMN "preview_url" text;--> statement-breakpoint
ALTER TABLE "beats" ADD COLUMN "poster_url" text;--> statement-breakpoint
ALTER TABLE "beats" ADD COLUMN "duplicate_of" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "related_id" text;--> statement-breakpoint
ALTER TABLE "track_fingerprints" ADD CONSTRAINT "track_fingerprints_beat_id_beats_id_fk" FOREIGN KEY ("beat_id") REFERENCES "public"."beats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_renditions_source_idx" ON "media_renditions" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "track_fingerprints_hash_idx" ON "track_fingerprints" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "track_fingerprints_beat_idx" ON "track_fingerprints" USING btree ("beat_id");--> statement-breakpoint
ALTER TABLE "beats" ADD CONSTRAINT "beats_duplicate_of_beats_id_fk" FOREIGN KEY ("duplicate_of") REFERENCES "public"."beats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beats_processing_idx" ON "beats" USING btree ("created_date") WHERE "beats"."status" = 'processing';--> statement-breakpoint
-- Tracks uploaded before processing existed are processed by the backfill (npm run media:backfill,
-- and once at start): audio and video with a stored file wait for it; anything else is ready.
UPDATE "beats" SET "status" = CASE WHEN "media_type" IN ('beat', 'song', 'video') AND "storage_key" IS NOT NULL THEN 'processing' ELSE 'ready' END;--> statement-breakpoint
ALTER TABLE "beats" ADD CONSTRAINT "beats_status_known" CHECK ("beats"."status" in ('processing', 'ready', 'failed'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_known" CHECK ("reports"."target_type" in ('submission', 'pilot', 'track'));
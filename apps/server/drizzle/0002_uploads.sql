CREATE TABLE "uploads" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"user_email" text NOT NULL,
	"media_type" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"genre" text,
	"storage_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_day" text,
	"beat_id" text,
	CONSTRAINT "uploads_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "uploads_status_known" CHECK ("uploads"."status" in ('pending', 'receiving', 'complete')),
	CONSTRAINT "uploads_size_positive" CHECK ("uploads"."size" > 0)
);
--> statement-breakpoint
ALTER TABLE "beats" ADD COLUMN "content_type" text;--> statement-breakpoint
ALTER TABLE "beats" ADD COLUMN "duration_seconds" double precision;--> statement-breakpoint
ALTER TABLE "beats" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_email_users_email_fk" FOREIGN KEY ("user_email") REFERENCES "public"."users"("email") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_beat_id_beats_id_fk" FOREIGN KEY ("beat_id") REFERENCES "public"."beats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_owner_completed_idx" ON "uploads" USING btree ("user_email","completed_at");--> statement-breakpoint
CREATE INDEX "uploads_status_expiry_idx" ON "uploads" USING btree ("status","expires_at");--> statement-breakpoint
ALTER TABLE "beats" ADD CONSTRAINT "beats_storage_key_unique" UNIQUE("storage_key");
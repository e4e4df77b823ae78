-- The notification mails queued, once per pilot, type and reference (core/notifications/notify.ts):
-- a second writer of the same event mails nothing, even to a pilot who takes the type by mail only.
CREATE TABLE "notification_mails" (
	"user_email" text NOT NULL,
	"type" text NOT NULL,
	"reference_id" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_mails_user_email_type_reference_id_pk" PRIMARY KEY("user_email","type","reference_id")
);
--> statement-breakpoint
ALTER TABLE "notification_mails" ADD CONSTRAINT "notification_mails_user_email_users_email_fk" FOREIGN KEY ("user_email") REFERENCES "public"."users"("email") ON DELETE cascade ON UPDATE cascade;
--> statement-breakpoint
-- What was notified before mails existed counts as told, so no reminder already in an inbox is mailed late.
INSERT INTO "notification_mails" ("user_email", "type", "reference_id", "created_date") SELECT "user_email", "type", "reference_id", "created_date" FROM "notifications" ON CONFLICT DO NOTHING;

-- A pilot's inbox and their choices of what reaches them where (DESIGN.md section 6, Notifications).
-- One notification per pilot, type and reference: a second writer of the same event writes nothing.
CREATE TABLE "notification_preferences" (
	"user_email" text NOT NULL,
	"type" text NOT NULL,
	"in_app" boolean NOT NULL,
	"email" boolean NOT NULL,
	CONSTRAINT "notification_preferences_user_email_type_pk" PRIMARY KEY("user_email","type")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"user_email" text NOT NULL,
	"type" text NOT NULL,
	"reference_id" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	CONSTRAINT "notifications_link_in_app" CHECK ("notifications"."link" like '/%')
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_email_users_email_fk" FOREIGN KEY ("user_email") REFERENCES "public"."users"("email") ON DELETE cascade ON UPDATE cascade;
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_email_users_email_fk" FOREIGN KEY ("user_email") REFERENCES "public"."users"("email") ON DELETE cascade ON UPDATE cascade;
--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_once_per_reference" ON "notifications" USING btree ("user_email","type","reference_id");
--> statement-breakpoint
CREATE INDEX "notifications_owner_idx" ON "notifications" USING btree ("user_email","created_date" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_email") WHERE not "notifications"."read";
--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created_date","id");

CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"user_email" text NOT NULL,
	"kind" text NOT NULL,
	"tier" text,
	"billing_cycle" text,
	"provider" text NOT NULL,
	"provider_ref" text,
	"amount" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_provider_ref_unique" UNIQUE("provider_ref"),
	CONSTRAINT "payments_kind_known" CHECK ("payments"."kind" in ('membership', 'bundle')),
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('pending', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "supernova_transactions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"user_email" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"period" text,
	"balance_after" integer NOT NULL,
	CONSTRAINT "supernova_transactions_balance_non_negative" CHECK ("supernova_transactions"."balance_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "memberships" ALTER COLUMN "prize_pool_contribution" SET DATA TYPE numeric(14, 4);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "supernovas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "battle_entries_reset_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "provider_subscription_id" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "provider_event_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_email_users_email_fk" FOREIGN KEY ("user_email") REFERENCES "public"."users"("email") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "supernova_transactions" ADD CONSTRAINT "supernova_transactions_user_email_users_email_fk" FOREIGN KEY ("user_email") REFERENCES "public"."users"("email") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "supernova_transactions_owner_idx" ON "supernova_transactions" USING btree ("user_email","created_date" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "supernova_transactions_grant_once" ON "supernova_transactions" USING btree ("user_email","period") WHERE "supernova_transactions"."reason" = 'monthly_grant';--> statement-breakpoint
CREATE INDEX "memberships_status_expiry_idx" ON "memberships" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stardust_transactions_bundle_once" ON "stardust_transactions" USING btree ("reference_id") WHERE "stardust_transactions"."transaction_type" = 'bundle_purchase';--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_provider_subscription_id_unique" UNIQUE("provider_subscription_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_supernovas_non_negative" CHECK ("users"."supernovas" >= 0);--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_status_known" CHECK ("memberships"."status" in ('active', 'expired', 'canceled'));
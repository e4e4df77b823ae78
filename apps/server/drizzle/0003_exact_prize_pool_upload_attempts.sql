ALTER TABLE "tournaments" ALTER COLUMN "prize_pool" SET DATA TYPE numeric(12, 2);--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "attempt" text;
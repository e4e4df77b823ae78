-- The stored file of a picture a pilot uploaded in Settings: it keeps the file served and out of
-- the upload sweep, and names the file to remove when the picture is replaced or removed.
ALTER TABLE "users" ADD COLUMN "avatar_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_avatar_key_unique" UNIQUE("avatar_key");

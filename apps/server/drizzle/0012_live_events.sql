CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_events_topic_idx" ON "live_events" USING btree ("topic","id");--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
-- Each event is announced on commit (NOTIFY is transactional: a rolled-back write announces nothing).
-- A payload near NOTIFY's 8000-byte limit is announced by id alone; listeners read the row.
CREATE FUNCTION "announce_live_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  payload text := json_build_object('id', NEW.id, 'topic', NEW.topic, 'kind', NEW.kind, 'data', NEW.data)::text;
BEGIN
  IF octet_length(payload) > 7000 THEN
    payload := json_build_object('id', NEW.id)::text;
  END IF;
  PERFORM pg_notify('soundship_live', payload);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "live_events_announce" AFTER INSERT ON "live_events" FOR EACH ROW EXECUTE FUNCTION "announce_live_event"();

ALTER TABLE "assets" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "client_creations" ADD COLUMN "fingerprint" varchar(64);--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "liabilities" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "super_accounts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- A worker touches its document's heartbeat every few seconds while reading it. That says nothing any screen
-- shows: the touch keeps the document's updated_at (the client list's "last updated"), and announces no change,
-- so the caches of the client list, the dashboard and the Fact Find keep what they hold.
CREATE FUNCTION "factfind_keep_updated_at_on_heartbeat"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - 'heartbeat_at' - 'updated_at') = (to_jsonb(OLD) - 'heartbeat_at' - 'updated_at') THEN
    NEW.updated_at := OLD.updated_at;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "documents_keep_updated_at_on_heartbeat" BEFORE UPDATE OF "heartbeat_at" ON "documents"
  FOR EACH ROW EXECUTE FUNCTION "factfind_keep_updated_at_on_heartbeat"();
--> statement-breakpoint
DROP TRIGGER "documents_announce_change" ON "documents";
--> statement-breakpoint
CREATE TRIGGER "documents_announce_change" AFTER INSERT OR DELETE OR TRUNCATE ON "documents"
  FOR EACH STATEMENT EXECUTE FUNCTION "factfind_announce_change"();
--> statement-breakpoint
-- Per row, only when something other than the heartbeat changed (PostgreSQL sends one notification per
-- transaction for the same payload, so many rows cost no more than one).
CREATE TRIGGER "documents_announce_update" AFTER UPDATE ON "documents"
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'heartbeat_at') IS DISTINCT FROM (to_jsonb(NEW) - 'heartbeat_at'))
  EXECUTE FUNCTION "factfind_announce_change"();

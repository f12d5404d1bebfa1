CREATE TABLE "inquiry_resolutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"sides" jsonb NOT NULL,
	"note" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"resolved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiry_resolutions" ADD CONSTRAINT "inquiry_resolutions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_resolutions" ADD CONSTRAINT "inquiry_resolutions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_resolutions_client" ON "inquiry_resolutions" USING btree ("client_id","key","resolved_at");--> statement-breakpoint
-- A resolution changes the Fact Find's kept reads of its client (migration 0017's announcements).
CREATE TRIGGER "inquiry_resolutions_announce_truncate" AFTER TRUNCATE ON "inquiry_resolutions"
  FOR EACH STATEMENT EXECUTE FUNCTION "factfind_announce_change"();
--> statement-breakpoint
CREATE TRIGGER "inquiry_resolutions_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "inquiry_resolutions"
  FOR EACH ROW EXECUTE FUNCTION "factfind_announce_row_change"();
--> statement-breakpoint
-- The disagreements are read from documents with the adviser's corrections and the client's confirmations.
-- A correction has no client column, so it announces its table (kept reads watching it are all forgotten); a
-- confirmation names its client.
CREATE TRIGGER "document_corrections_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "document_corrections"
  FOR EACH STATEMENT EXECUTE FUNCTION "factfind_announce_change"();
--> statement-breakpoint
CREATE TRIGGER "client_fact_confirmations_announce_truncate" AFTER TRUNCATE ON "client_fact_confirmations"
  FOR EACH STATEMENT EXECUTE FUNCTION "factfind_announce_change"();
--> statement-breakpoint
CREATE TRIGGER "client_fact_confirmations_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "client_fact_confirmations"
  FOR EACH ROW EXECUTE FUNCTION "factfind_announce_row_change"();

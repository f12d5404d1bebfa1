CREATE TABLE "due_diligence_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "due_diligence_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" uuid NOT NULL,
	"person" text NOT NULL,
	"field" text NOT NULL,
	"value" jsonb,
	"source_kind" text NOT NULL,
	"request_id" uuid,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "due_diligence_entries_person_check" CHECK ("due_diligence_entries"."person" in ('client', 'partner'))
);
--> statement-breakpoint
ALTER TABLE "due_diligence_entries" ADD CONSTRAINT "due_diligence_entries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_diligence_entries" ADD CONSTRAINT "due_diligence_entries_request_id_document_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."document_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_diligence_entries" ADD CONSTRAINT "due_diligence_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "due_diligence_entries_client_idx" ON "due_diligence_entries" USING btree ("client_id","seq");--> statement-breakpoint
-- Append-only like client_facts: an entry never changes, except for references set to null when what they
-- name is deleted (a request, an adviser's account); entries go only with their client (APP 11 destruction).
CREATE FUNCTION "due_diligence_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM "clients" WHERE "id" = OLD."client_id") THEN
      RAISE EXCEPTION 'due diligence entries cannot be deleted';
    END IF;
    RETURN OLD;
  END IF;
  IF (NEW.id, NEW.seq, NEW.client_id, NEW.person, NEW.field, NEW.value::text, NEW.source_kind, NEW.actor_name,
      NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.seq, OLD.client_id, OLD.person, OLD.field, OLD.value::text, OLD.source_kind, OLD.actor_name,
      OLD.created_at)
     OR NEW.request_id IS NOT NULL AND NEW.request_id IS DISTINCT FROM OLD.request_id
     OR NEW.actor_id IS NOT NULL AND NEW.actor_id IS DISTINCT FROM OLD.actor_id THEN
    RAISE EXCEPTION 'due diligence entries cannot be changed';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "due_diligence_entries_append_only" BEFORE UPDATE OR DELETE ON "due_diligence_entries"
  FOR EACH ROW EXECUTE FUNCTION "due_diligence_entries_append_only"();
--> statement-breakpoint
CREATE TRIGGER "due_diligence_entries_announce_truncate" AFTER TRUNCATE ON "due_diligence_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "factfind_announce_change"();
--> statement-breakpoint
CREATE TRIGGER "due_diligence_entries_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "due_diligence_entries"
  FOR EACH ROW EXECUTE FUNCTION "factfind_announce_row_change"();

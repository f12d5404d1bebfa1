CREATE TABLE "practice_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"practice_id" uuid NOT NULL,
	"kind" text DEFAULT 'reading' NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"trained_from" integer NOT NULL,
	"evaluation" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_models_status_check" CHECK ("practice_models"."status" in ('shadow', 'promoted', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "read_by" text;--> statement-breakpoint
ALTER TABLE "practice_models" ADD CONSTRAINT "practice_models_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_models_version_key" ON "practice_models" USING btree ("practice_id","kind","version");--> statement-breakpoint
-- A practice's models are read where its documents are: a new version announces itself like any practice row.
CREATE TRIGGER "practice_models_announce_truncate" AFTER TRUNCATE ON "practice_models"
  FOR EACH STATEMENT EXECUTE FUNCTION "factfind_announce_change"();
--> statement-breakpoint
CREATE TRIGGER "practice_models_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "practice_models"
  FOR EACH ROW EXECUTE FUNCTION "factfind_announce_row_change"();

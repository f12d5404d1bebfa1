CREATE TABLE "document_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"practice_id" uuid NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_id" uuid,
	"filed_at" timestamp with time zone,
	"filed_as" text,
	CONSTRAINT "document_batches_filed_check" CHECK (("document_batches"."client_id" is null) = ("document_batches"."filed_at" is null) and ("document_batches"."filed_at" is null) = ("document_batches"."filed_as" is null))
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "document_batches" ADD CONSTRAINT "document_batches_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_batches" ADD CONSTRAINT "document_batches_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_batches" ADD CONSTRAINT "document_batches_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_batches_practice_idx" ON "document_batches" USING btree ("practice_id","filed_at");--> statement-breakpoint
CREATE INDEX "document_batches_client_idx" ON "document_batches" USING btree ("client_id");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_batch_id_document_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."document_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_batch_idx" ON "documents" USING btree ("batch_id");--> statement-breakpoint
-- Documents-first documents uploaded before batches existed: one open batch for each upload request that made
-- them (the documents one request records share its practice, its adviser and its upload time).
WITH "runs" AS (
	SELECT DISTINCT "practice_id", "uploaded_by_id", "uploaded_at" FROM "documents"
	WHERE "client_id" IS NULL AND "batch_id" IS NULL
), "made" AS (
	INSERT INTO "document_batches" ("practice_id", "created_by_id", "created_at", "started_at")
	SELECT "practice_id", "uploaded_by_id", "uploaded_at", "uploaded_at" FROM "runs"
	RETURNING "id", "practice_id", "created_by_id", "created_at"
)
UPDATE "documents" SET "batch_id" = "made"."id" FROM "made"
WHERE "documents"."client_id" IS NULL AND "documents"."batch_id" IS NULL
	AND "documents"."practice_id" = "made"."practice_id"
	AND "documents"."uploaded_by_id" IS NOT DISTINCT FROM "made"."created_by_id"
	AND "documents"."uploaded_at" = "made"."created_at";

CREATE TABLE "document_uploads" (
	"practice_id" uuid NOT NULL,
	"idempotency_key" varchar(100) NOT NULL,
	"document_ids" uuid[] NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_uploads_practice_id_idempotency_key_pk" PRIMARY KEY("practice_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "document_uploads" ADD CONSTRAINT "document_uploads_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;
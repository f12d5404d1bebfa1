CREATE TABLE "client_fact_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"request_id" uuid,
	"fact_key" text NOT NULL,
	"field" text,
	"label" text NOT NULL,
	"read_value" text NOT NULL,
	"correction" text,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_request_sessions" (
	"sid" varchar(128) PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"expire" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"practice_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"created_by_id" uuid,
	"token_hash" varchar(128) NOT NULL,
	"checklist" jsonb NOT NULL,
	"note" text,
	"due_date" date,
	"emailed_to" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"failed_checks" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"code_hash" varchar(128),
	"code_expires_at" timestamp with time zone,
	"code_sent_at" timestamp with time zone,
	"code_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "document_request_id" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "request_item_id" text;--> statement-breakpoint
ALTER TABLE "client_fact_confirmations" ADD CONSTRAINT "client_fact_confirmations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_fact_confirmations" ADD CONSTRAINT "client_fact_confirmations_request_id_document_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."document_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_request_sessions" ADD CONSTRAINT "document_request_sessions_request_id_document_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."document_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_fact_confirmations_key" ON "client_fact_confirmations" USING btree ("client_id","fact_key");--> statement-breakpoint
CREATE UNIQUE INDEX "document_requests_token_hash" ON "document_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "document_requests_client_idx" ON "document_requests" USING btree ("client_id");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_document_request_id_document_requests_id_fk" FOREIGN KEY ("document_request_id") REFERENCES "public"."document_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_request_idx" ON "documents" USING btree ("document_request_id");
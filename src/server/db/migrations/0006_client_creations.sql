CREATE TABLE "client_creations" (
	"practice_id" uuid NOT NULL,
	"idempotency_key" varchar(100) NOT NULL,
	"client_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_creations_practice_id_idempotency_key_pk" PRIMARY KEY("practice_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "client_creations" ADD CONSTRAINT "client_creations_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_creations" ADD CONSTRAINT "client_creations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
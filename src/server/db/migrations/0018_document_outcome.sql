ALTER TABLE "documents" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_outcome_check" CHECK ("documents"."outcome" in ('extracted', 'nothing-readable'));--> statement-breakpoint
UPDATE "documents" SET "outcome" = 'extracted' WHERE "parse_status" = 'completed';

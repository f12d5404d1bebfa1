ALTER TABLE "super_accounts" ADD COLUMN "nomination_type" text;--> statement-breakpoint
ALTER TABLE "super_accounts" ADD COLUMN "nomination_beneficiaries" text;--> statement-breakpoint
ALTER TABLE "super_accounts" ADD COLUMN "nomination_expiry" date;
CREATE TABLE "assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"institution" text,
	"account_number" text,
	"current_value" numeric(15, 2),
	"purchase_price" numeric(15, 2),
	"purchase_date" date,
	"ownership_split" text,
	"income_pa" numeric(12, 2),
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"document_id" uuid,
	"bank_name" text NOT NULL,
	"bsb_masked" text,
	"account_number_masked" text,
	"account_type" text DEFAULT 'savings' NOT NULL,
	"balance" numeric(15, 2),
	"average_income_monthly" numeric(12, 2),
	"average_expenses_monthly" numeric(12, 2),
	"transactions_sample" jsonb,
	"confidence" text DEFAULT 'low' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_flow" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"base_salary" numeric(12, 2),
	"super_guarantee" numeric(12, 2),
	"bonuses" numeric(12, 2),
	"commissions" numeric(12, 2),
	"allowances" numeric(12, 2),
	"salary_packaging" numeric(12, 2),
	"rental_income" numeric(12, 2),
	"dividend_income" numeric(12, 2),
	"interest_income" numeric(12, 2),
	"other_income" numeric(12, 2),
	"gov_benefits" numeric(12, 2),
	"living_expenses" numeric(12, 2),
	"discretionary_spending" numeric(12, 2),
	"insurance_premiums" numeric(12, 2),
	"child_support" numeric(12, 2),
	"school_fees" numeric(12, 2),
	"childcare" numeric(12, 2),
	"rent_or_board" numeric(12, 2),
	"abn" text,
	"business_structure" text,
	"irregular_income" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"practice_id" uuid NOT NULL,
	"created_by_id" uuid,
	"given_names" text NOT NULL,
	"family_name" text NOT NULL,
	"preferred_name" text,
	"dob" date,
	"sex" text,
	"email" text NOT NULL,
	"mobile" text,
	"preferred_contact" text DEFAULT 'email' NOT NULL,
	"street_address" text,
	"suburb" text,
	"state" text,
	"postcode" text,
	"country" text DEFAULT 'Australia' NOT NULL,
	"postal_address" text,
	"postal_suburb" text,
	"postal_state" text,
	"postal_postcode" text,
	"postal_same_as_residential" boolean DEFAULT true NOT NULL,
	"years_at_address" integer,
	"property_ownership" text DEFAULT 'rent' NOT NULL,
	"property_value" numeric(15, 2),
	"marital_status" text,
	"relationship_date" date,
	"living_arrangements" text,
	"spouse_given_names" text,
	"spouse_family_name" text,
	"spouse_dob" date,
	"spouse_occupation" text,
	"spouse_employer" text,
	"spouse_email" text,
	"spouse_mobile" text,
	"dependants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"country_of_birth" text DEFAULT 'Australia',
	"citizenships" text[] DEFAULT '{}'::text[] NOT NULL,
	"visa_status" text,
	"tax_residency" text DEFAULT 'Australian' NOT NULL,
	"medicare_number" text,
	"dva_status" text,
	"health_summary" text,
	"smoking_status" text,
	"hazardous_pursuits" text,
	"occupation" text,
	"employer" text,
	"industry" text,
	"employment_type" text,
	"tenure" text,
	"working_hours" text,
	"redundancy_risk" text,
	"scope_of_advice" text[] DEFAULT '{}'::text[] NOT NULL,
	"immediate_deadlines" text,
	"service_level" text,
	"meeting_cadence" text,
	"third_party_authority" boolean DEFAULT false NOT NULL,
	"consent_at" timestamp with time zone,
	"privacy_consent" boolean DEFAULT false NOT NULL,
	"data_sharing" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_pages" (
	"document_id" uuid NOT NULL,
	"page_number" integer NOT NULL,
	"source" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"confidence" numeric(5, 2) NOT NULL,
	"text" text NOT NULL,
	"lines" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"practice_id" uuid NOT NULL,
	"client_id" uuid,
	"uploaded_by_id" uuid,
	"type" text NOT NULL,
	"requested_type" text DEFAULT 'auto' NOT NULL,
	"filename" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_size" integer,
	"mime_type" text,
	"source" text NOT NULL,
	"ocr_status" text DEFAULT 'pending' NOT NULL,
	"parse_status" text DEFAULT 'pending' NOT NULL,
	"extracted_data" jsonb,
	"confidence" text,
	"classification" jsonb,
	"error" text,
	"page_count" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fact_finds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"json_snapshot" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"questionnaire_answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completed_sections" text[] DEFAULT '{}'::text[] NOT NULL,
	"completion_percent" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"last_reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goal_audio_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"duration_seconds" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"description" text NOT NULL,
	"category" text,
	"timeframe" text,
	"priority" text DEFAULT 'medium' NOT NULL,
	"target_amount" numeric(15, 2),
	"target_date" date,
	"notes" text,
	"source" text DEFAULT 'typed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"type" text NOT NULL,
	"insurer" text,
	"policy_number" text,
	"sum_insured" numeric(15, 2),
	"premium" numeric(12, 2),
	"premium_type" text,
	"funding_method" text,
	"waiting_period" text,
	"benefit_period" text,
	"loadings" text,
	"exclusions" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "liabilities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"type" text NOT NULL,
	"lender" text,
	"account_number" text,
	"balance" numeric(15, 2),
	"limit" numeric(15, 2),
	"interest_rate" numeric(5, 3),
	"repayment_amount" numeric(12, 2),
	"repayment_frequency" text,
	"security_property" text,
	"fixed_rate_expiry" date,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"first_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "practices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" varchar(128) PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL,
	"user_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "super_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"document_id" uuid,
	"fund_name" text NOT NULL,
	"member_number_masked" text,
	"balance" numeric(15, 2),
	"statement_date" date,
	"investment_option" text DEFAULT 'Balanced',
	"fees" numeric(12, 2),
	"insurance_life" numeric(15, 2),
	"insurance_life_premium" numeric(12, 2),
	"insurance_tpd" numeric(15, 2),
	"insurance_tpd_premium" numeric(12, 2),
	"insurance_ip" numeric(12, 2),
	"insurance_ip_premium" numeric(12, 2),
	"insurance_ip_waiting_period" integer,
	"insurance_ip_benefit_period" text,
	"contributions_ytd" numeric(12, 2),
	"last_statement_period" text,
	"confidence" text DEFAULT 'low' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"practice_id" uuid NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"subscription_tier" text DEFAULT 'professional' NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_flow" ADD CONSTRAINT "cash_flow_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_pages" ADD CONSTRAINT "document_pages_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fact_finds" ADD CONSTRAINT "fact_finds_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_audio_notes" ADD CONSTRAINT "goal_audio_notes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liabilities" ADD CONSTRAINT "liabilities_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "super_accounts" ADD CONSTRAINT "super_accounts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "super_accounts" ADD CONSTRAINT "super_accounts_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_client_idx" ON "assets" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "bank_accounts_client_idx" ON "bank_accounts" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_flow_client_key" ON "cash_flow" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "clients_practice_idx" ON "clients" USING btree ("practice_id");--> statement-breakpoint
CREATE INDEX "clients_practice_created_idx" ON "clients" USING btree ("practice_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "document_pages_key" ON "document_pages" USING btree ("document_id","page_number");--> statement-breakpoint
CREATE INDEX "documents_practice_idx" ON "documents" USING btree ("practice_id");--> statement-breakpoint
CREATE INDEX "documents_client_idx" ON "documents" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fact_finds_client_key" ON "fact_finds" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "goal_audio_notes_client_idx" ON "goal_audio_notes" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "goals_client_idx" ON "goals" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "insurance_policies_client_idx" ON "insurance_policies" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "liabilities_client_idx" ON "liabilities" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "super_accounts_client_idx" ON "super_accounts" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_practice_idx" ON "users" USING btree ("practice_id");
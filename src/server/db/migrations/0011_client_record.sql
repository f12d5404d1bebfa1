CREATE TABLE "client_facts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "client_facts_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"field" text NOT NULL,
	"value" jsonb,
	"cycle" text,
	"as_at" date,
	"period" text,
	"status" text NOT NULL,
	"source_kind" text NOT NULL,
	"document_id" uuid,
	"filename" text,
	"page" integer,
	"box" jsonb,
	"snippet" text,
	"confidence" text,
	"request_id" uuid,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_facts" ADD CONSTRAINT "client_facts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "client_facts" ADD CONSTRAINT "client_facts_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "client_facts" ADD CONSTRAINT "client_facts_request_id_document_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."document_requests"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "client_facts" ADD CONSTRAINT "client_facts_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "client_facts_client_idx" ON "client_facts" USING btree ("client_id","seq");
--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "property_ownership" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "property_ownership" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "super_accounts" ALTER COLUMN "investment_option" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "person_override" text;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD COLUMN "premium_frequency" text;--> statement-breakpoint
-- The client's record becomes a ledger (decision 017). What the entity tables hold now is written into it once:
-- a value an accepted document gave (client_fact_sources, accounts' document) is 'accepted' from that document,
-- an intake default is 'default', anything else was given by an adviser ('set'). Dismissed offers become
-- 'dismissed' entries. Then the two tables the ledger replaces go.
-- "Rent" was the column's default: kept only where the history shows someone chose it.
UPDATE "clients" SET "property_ownership" = NULL WHERE "property_ownership" = 'rent' AND NOT EXISTS (
  SELECT 1 FROM "audit_events" a, jsonb_array_elements(coalesce(a."detail"->'changes', '[]'::jsonb)) c
  WHERE a."client_id" = "clients"."id" AND c->>'field' = 'propertyOwnership');
--> statement-breakpoint
INSERT INTO "client_facts" ("client_id", "subject", "field", "value", "status", "source_kind", "document_id", "filename", "page", "snippet", "actor_id", "actor_name", "created_at")
SELECT c.id, 'client', f.field, jsonb_build_object('v', f.value),
  CASE WHEN f.field = ANY(c.defaulted_fields) THEN 'default' WHEN s.id IS NOT NULL THEN 'accepted' ELSE 'set' END,
  CASE WHEN f.field = ANY(c.defaulted_fields) THEN 'default' WHEN s.id IS NOT NULL THEN 'document' ELSE 'adviser' END,
  s.document_id, s.filename, s.page, s.snippet,
  CASE WHEN s.id IS NOT NULL THEN s.accepted_by_id ELSE c.created_by_id END,
  coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email, 'An adviser'),
  coalesce(s.accepted_at, c.updated_at)
FROM "clients" c
CROSS JOIN LATERAL (VALUES
    ('givenNames', to_jsonb(c.given_names)),
    ('familyName', to_jsonb(c.family_name)),
    ('preferredName', to_jsonb(c.preferred_name)),
    ('dob', to_jsonb(c.dob)),
    ('sex', to_jsonb(c.sex)),
    ('email', to_jsonb(c.email)),
    ('mobile', to_jsonb(c.mobile)),
    ('preferredContact', to_jsonb(c.preferred_contact)),
    ('streetAddress', to_jsonb(c.street_address)),
    ('suburb', to_jsonb(c.suburb)),
    ('state', to_jsonb(c.state)),
    ('postcode', to_jsonb(c.postcode)),
    ('country', to_jsonb(c.country)),
    ('postalAddress', to_jsonb(c.postal_address)),
    ('postalSuburb', to_jsonb(c.postal_suburb)),
    ('postalState', to_jsonb(c.postal_state)),
    ('postalPostcode', to_jsonb(c.postal_postcode)),
    ('postalSameAsResidential', to_jsonb(c.postal_same_as_residential)),
    ('yearsAtAddress', to_jsonb(c.years_at_address)),
    ('propertyOwnership', to_jsonb(c.property_ownership)),
    ('propertyValue', to_jsonb(c.property_value)),
    ('propertyValueBasis', to_jsonb(c.property_value_basis)),
    ('maritalStatus', to_jsonb(c.marital_status)),
    ('relationshipDate', to_jsonb(c.relationship_date)),
    ('livingArrangements', to_jsonb(c.living_arrangements)),
    ('spouseGivenNames', to_jsonb(c.spouse_given_names)),
    ('spouseFamilyName', to_jsonb(c.spouse_family_name)),
    ('spouseDob', to_jsonb(c.spouse_dob)),
    ('spouseOccupation', to_jsonb(c.spouse_occupation)),
    ('spouseEmployer', to_jsonb(c.spouse_employer)),
    ('spouseEmail', to_jsonb(c.spouse_email)),
    ('spouseMobile', to_jsonb(c.spouse_mobile)),
    ('dependants', to_jsonb(c.dependants)),
    ('countryOfBirth', to_jsonb(c.country_of_birth)),
    ('citizenships', to_jsonb(c.citizenships)),
    ('visaStatus', to_jsonb(c.visa_status)),
    ('taxResidency', to_jsonb(c.tax_residency)),
    ('medicareNumber', to_jsonb(c.medicare_number)),
    ('dvaStatus', to_jsonb(c.dva_status)),
    ('healthSummary', to_jsonb(c.health_summary)),
    ('smokingStatus', to_jsonb(c.smoking_status)),
    ('hazardousPursuits', to_jsonb(c.hazardous_pursuits)),
    ('occupation', to_jsonb(c.occupation)),
    ('employer', to_jsonb(c.employer)),
    ('industry', to_jsonb(c.industry)),
    ('employmentType', to_jsonb(c.employment_type)),
    ('tenure', to_jsonb(c.tenure)),
    ('workingHours', to_jsonb(c.working_hours)),
    ('redundancyRisk', to_jsonb(c.redundancy_risk)),
    ('scopeOfAdvice', to_jsonb(c.scope_of_advice)),
    ('immediateDeadlines', to_jsonb(c.immediate_deadlines)),
    ('serviceLevel', to_jsonb(c.service_level)),
    ('meetingCadence', to_jsonb(c.meeting_cadence)),
    ('thirdPartyAuthority', to_jsonb(c.third_party_authority)),
    ('privacyConsent', to_jsonb(c.privacy_consent)),
    ('dataSharing', to_jsonb(c.data_sharing))
) AS f(field, value)
LEFT JOIN "client_fact_sources" s ON s.client_id = c.id AND s.field = f.field AND s.value = (f.value #>> '{}')
LEFT JOIN "users" u ON u.id = CASE WHEN s.id IS NOT NULL THEN s.accepted_by_id ELSE c.created_by_id END
WHERE f.value IS NOT NULL AND f.value <> 'null'::jsonb AND f.value <> '[]'::jsonb;
--> statement-breakpoint
INSERT INTO "client_facts" ("client_id", "subject", "field", "value", "status", "source_kind", "document_id", "filename", "actor_name", "created_at")
SELECT r.client_id, 'super:' || r.id, f.field, jsonb_build_object('v', f.value),
  CASE WHEN d.id IS NOT NULL THEN 'accepted' ELSE 'set' END,
  CASE WHEN d.id IS NOT NULL THEN 'document' ELSE 'adviser' END,
  d.id, d.filename, 'An adviser', r.created_at
FROM "super_accounts" r
CROSS JOIN LATERAL (VALUES
    ('_item', 'true'::jsonb),
    ('fundName', to_jsonb(r.fund_name)),
    ('memberNumberMasked', to_jsonb(r.member_number_masked)),
    ('balance', to_jsonb(r.balance)),
    ('statementDate', to_jsonb(r.statement_date)),
    ('investmentOption', to_jsonb(r.investment_option)),
    ('fees', to_jsonb(r.fees)),
    ('insuranceLife', to_jsonb(r.insurance_life)),
    ('insuranceLifePremium', to_jsonb(r.insurance_life_premium)),
    ('insuranceTPD', to_jsonb(r.insurance_tpd)),
    ('insuranceTPDPremium', to_jsonb(r.insurance_tpd_premium)),
    ('insuranceIP', to_jsonb(r.insurance_ip)),
    ('insuranceIPPremium', to_jsonb(r.insurance_ip_premium)),
    ('insuranceIPWaitingPeriod', to_jsonb(r.insurance_ip_waiting_period)),
    ('insuranceIPBenefitPeriod', to_jsonb(r.insurance_ip_benefit_period)),
    ('contributionsYTD', to_jsonb(r.contributions_ytd)),
    ('lastStatementPeriod', to_jsonb(r.last_statement_period))
) AS f(field, value)
LEFT JOIN "documents" d ON d.id = r.document_id
WHERE f.value IS NOT NULL AND f.value <> 'null'::jsonb AND f.value <> '[]'::jsonb;
--> statement-breakpoint
INSERT INTO "client_facts" ("client_id", "subject", "field", "value", "status", "source_kind", "document_id", "filename", "actor_name", "created_at")
SELECT r.client_id, 'bank:' || r.id, f.field, jsonb_build_object('v', f.value),
  CASE WHEN d.id IS NOT NULL THEN 'accepted' ELSE 'set' END,
  CASE WHEN d.id IS NOT NULL THEN 'document' ELSE 'adviser' END,
  d.id, d.filename, 'An adviser', r.created_at
FROM "bank_accounts" r
CROSS JOIN LATERAL (VALUES
    ('_item', 'true'::jsonb),
    ('bankName', to_jsonb(r.bank_name)),
    ('bsbMasked', to_jsonb(r.bsb_masked)),
    ('accountNumberMasked', to_jsonb(r.account_number_masked)),
    ('accountType', to_jsonb(r.account_type)),
    ('balance', to_jsonb(r.balance)),
    ('averageIncomeMonthly', to_jsonb(r.average_income_monthly)),
    ('averageExpensesMonthly', to_jsonb(r.average_expenses_monthly))
) AS f(field, value)
LEFT JOIN "documents" d ON d.id = r.document_id
WHERE f.value IS NOT NULL AND f.value <> 'null'::jsonb AND f.value <> '[]'::jsonb;
--> statement-breakpoint
INSERT INTO "client_facts" ("client_id", "subject", "field", "value", "status", "source_kind", "document_id", "filename", "actor_name", "created_at")
SELECT r.client_id, 'liability:' || r.id, f.field, jsonb_build_object('v', f.value),
  CASE WHEN d.id IS NOT NULL THEN 'accepted' ELSE 'set' END,
  CASE WHEN d.id IS NOT NULL THEN 'document' ELSE 'adviser' END,
  d.id, d.filename, 'An adviser', r.created_at
FROM "liabilities" r
CROSS JOIN LATERAL (VALUES
    ('_item', 'true'::jsonb),
    ('type', to_jsonb(r.type)),
    ('lender', to_jsonb(r.lender)),
    ('accountNumber', to_jsonb(r.account_number)),
    ('balance', to_jsonb(r.balance)),
    ('limit', to_jsonb(r.limit)),
    ('interestRate', to_jsonb(r.interest_rate)),
    ('repaymentAmount', to_jsonb(r.repayment_amount)),
    ('repaymentFrequency', to_jsonb(r.repayment_frequency)),
    ('securityProperty', to_jsonb(r.security_property)),
    ('fixedRateExpiry', to_jsonb(r.fixed_rate_expiry)),
    ('features', to_jsonb(r.features))
) AS f(field, value)
LEFT JOIN "documents" d ON d.id = (CASE WHEN r.details->>'documentId' ~ '^[0-9a-f-]{36}$' THEN (r.details->>'documentId')::uuid END)
WHERE f.value IS NOT NULL AND f.value <> 'null'::jsonb AND f.value <> '[]'::jsonb;
--> statement-breakpoint
INSERT INTO "client_facts" ("client_id", "subject", "field", "value", "status", "source_kind", "document_id", "filename", "actor_name", "created_at")
SELECT r.client_id, 'policy:' || r.id, f.field, jsonb_build_object('v', f.value),
  CASE WHEN d.id IS NOT NULL THEN 'accepted' ELSE 'set' END,
  CASE WHEN d.id IS NOT NULL THEN 'document' ELSE 'adviser' END,
  d.id, d.filename, 'An adviser', r.created_at
FROM "insurance_policies" r
CROSS JOIN LATERAL (VALUES
    ('_item', 'true'::jsonb),
    ('type', to_jsonb(r.type)),
    ('insurer', to_jsonb(r.insurer)),
    ('policyNumber', to_jsonb(r.policy_number)),
    ('sumInsured', to_jsonb(r.sum_insured)),
    ('premium', to_jsonb(r.premium)),
    ('premiumType', to_jsonb(r.premium_type)),
    ('fundingMethod', to_jsonb(r.funding_method)),
    ('waitingPeriod', to_jsonb(r.waiting_period)),
    ('benefitPeriod', to_jsonb(r.benefit_period)),
    ('loadings', to_jsonb(r.loadings)),
    ('exclusions', to_jsonb(r.exclusions))
) AS f(field, value)
LEFT JOIN "documents" d ON d.id = NULL::uuid
WHERE f.value IS NOT NULL AND f.value <> 'null'::jsonb AND f.value <> '[]'::jsonb;
--> statement-breakpoint
INSERT INTO "client_facts" ("client_id", "subject", "field", "value", "status", "source_kind", "document_id", "filename", "actor_name", "created_at")
SELECT r.client_id, 'asset:' || r.id, f.field, jsonb_build_object('v', f.value),
  CASE WHEN d.id IS NOT NULL THEN 'accepted' ELSE 'set' END,
  CASE WHEN d.id IS NOT NULL THEN 'document' ELSE 'adviser' END,
  d.id, d.filename, 'An adviser', r.created_at
FROM "assets" r
CROSS JOIN LATERAL (VALUES
    ('_item', 'true'::jsonb),
    ('type', to_jsonb(r.type)),
    ('description', to_jsonb(r.description)),
    ('institution', to_jsonb(r.institution)),
    ('accountNumber', to_jsonb(r.account_number)),
    ('currentValue', to_jsonb(r.current_value)),
    ('purchasePrice', to_jsonb(r.purchase_price)),
    ('purchaseDate', to_jsonb(r.purchase_date)),
    ('ownershipSplit', to_jsonb(r.ownership_split)),
    ('incomePA', to_jsonb(r.income_pa))
) AS f(field, value)
LEFT JOIN "documents" d ON d.id = NULL::uuid
WHERE f.value IS NOT NULL AND f.value <> 'null'::jsonb AND f.value <> '[]'::jsonb;
--> statement-breakpoint
INSERT INTO "client_facts" ("client_id", "subject", "field", "value", "status", "source_kind", "document_id", "filename", "actor_name", "created_at")
SELECT r.client_id, 'goal:' || r.id, f.field, jsonb_build_object('v', f.value),
  CASE WHEN d.id IS NOT NULL THEN 'accepted' ELSE 'set' END,
  CASE WHEN d.id IS NOT NULL THEN 'document' ELSE 'adviser' END,
  d.id, d.filename, 'An adviser', r.created_at
FROM "goals" r
CROSS JOIN LATERAL (VALUES
    ('_item', 'true'::jsonb),
    ('description', to_jsonb(r.description)),
    ('category', to_jsonb(r.category)),
    ('timeframe', to_jsonb(r.timeframe)),
    ('priority', to_jsonb(r.priority)),
    ('targetAmount', to_jsonb(r.target_amount)),
    ('targetDate', to_jsonb(r.target_date)),
    ('notes', to_jsonb(r.notes))
) AS f(field, value)
LEFT JOIN "documents" d ON d.id = NULL::uuid
WHERE f.value IS NOT NULL AND f.value <> 'null'::jsonb AND f.value <> '[]'::jsonb;
--> statement-breakpoint
INSERT INTO "client_facts" ("client_id", "subject", "field", "value", "status", "source_kind", "document_id", "filename", "page", "snippet", "actor_id", "actor_name", "created_at")
SELECT r.client_id, 'cashFlow', f.field, jsonb_build_object('v', f.value),
  CASE WHEN s.id IS NOT NULL THEN 'accepted' ELSE 'set' END,
  CASE WHEN s.id IS NOT NULL THEN 'document' ELSE 'adviser' END,
  s.document_id, s.filename, s.page, s.snippet, s.accepted_by_id, 'An adviser', coalesce(s.accepted_at, r.updated_at)
FROM "cash_flow" r
CROSS JOIN LATERAL (VALUES
    ('baseSalary', to_jsonb(r.base_salary)),
    ('superGuarantee', to_jsonb(r.super_guarantee)),
    ('bonuses', to_jsonb(r.bonuses)),
    ('commissions', to_jsonb(r.commissions)),
    ('allowances', to_jsonb(r.allowances)),
    ('salaryPackaging', to_jsonb(r.salary_packaging)),
    ('rentalIncome', to_jsonb(r.rental_income)),
    ('dividendIncome', to_jsonb(r.dividend_income)),
    ('interestIncome', to_jsonb(r.interest_income)),
    ('otherIncome', to_jsonb(r.other_income)),
    ('govBenefits', to_jsonb(r.gov_benefits)),
    ('livingExpenses', to_jsonb(r.living_expenses)),
    ('discretionarySpending', to_jsonb(r.discretionary_spending)),
    ('insurancePremiums', to_jsonb(r.insurance_premiums)),
    ('childSupport', to_jsonb(r.child_support)),
    ('schoolFees', to_jsonb(r.school_fees)),
    ('childcare', to_jsonb(r.childcare)),
    ('rentOrBoard', to_jsonb(r.rent_or_board)),
    ('abn', to_jsonb(r.abn)),
    ('businessStructure', to_jsonb(r.business_structure)),
    ('irregularIncome', to_jsonb(r.irregular_income))
) AS f(field, value)
LEFT JOIN "client_fact_sources" s ON s.client_id = r.client_id AND s.field = 'cashFlow.' || f.field
  AND s.value::numeric = (f.value #>> '{}')::numeric AND f.field = 'baseSalary'
WHERE f.value IS NOT NULL AND f.value <> 'null'::jsonb AND NOT (f.field = 'irregularIncome' AND f.value = 'false'::jsonb);
--> statement-breakpoint
INSERT INTO "client_facts" ("client_id", "subject", "field", "value", "status", "source_kind", "document_id", "filename", "page", "snippet", "actor_id", "actor_name", "created_at")
SELECT r.client_id, 'answers', a.key, jsonb_build_object('v', a.value),
  CASE WHEN s.id IS NOT NULL THEN 'accepted' ELSE 'set' END,
  CASE WHEN s.id IS NOT NULL THEN 'document' ELSE 'adviser' END,
  s.document_id, s.filename, s.page, s.snippet, s.accepted_by_id, 'An adviser', coalesce(s.accepted_at, r.updated_at)
FROM "fact_finds" r
CROSS JOIN LATERAL jsonb_each(r.questionnaire_answers) AS a(key, value)
LEFT JOIN "client_fact_sources" s ON s.client_id = r.client_id AND s.field = 'answers.' || a.key AND s.value = (a.value #>> '{}')
WHERE a.value <> 'null'::jsonb;
--> statement-breakpoint
INSERT INTO "client_facts" ("client_id", "subject", "field", "value", "status", "source_kind", "actor_id", "actor_name", "created_at")
SELECT d.client_id, 'offers', d.offer_key, jsonb_build_object('v', d.value), 'dismissed', 'adviser', d.dismissed_by_id,
  coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email, 'An adviser'), d.dismissed_at
FROM "fact_offer_dismissals" d LEFT JOIN "users" u ON u.id = d.dismissed_by_id;
--> statement-breakpoint
DROP TABLE "client_fact_sources" CASCADE;--> statement-breakpoint
DROP TABLE "fact_offer_dismissals" CASCADE;
--> statement-breakpoint
-- Append-only: an entry never changes, except for references set to null when what they name is deleted (a
-- document, a request, an adviser's account); entries go only with their client (APP 11 destruction).
CREATE FUNCTION "client_facts_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM "clients" WHERE "id" = OLD."client_id") THEN
      RAISE EXCEPTION 'client facts cannot be deleted';
    END IF;
    RETURN OLD;
  END IF;
  IF (NEW.id, NEW.seq, NEW.client_id, NEW.subject, NEW.field, NEW.value::text, NEW.cycle, NEW.as_at, NEW.period,
      NEW.status, NEW.source_kind, NEW.filename, NEW.page, NEW.box::text, NEW.snippet, NEW.confidence,
      NEW.actor_name, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.seq, OLD.client_id, OLD.subject, OLD.field, OLD.value::text, OLD.cycle, OLD.as_at, OLD.period,
      OLD.status, OLD.source_kind, OLD.filename, OLD.page, OLD.box::text, OLD.snippet, OLD.confidence,
      OLD.actor_name, OLD.created_at)
     OR NEW.document_id IS NOT NULL AND NEW.document_id IS DISTINCT FROM OLD.document_id
     OR NEW.request_id IS NOT NULL AND NEW.request_id IS DISTINCT FROM OLD.request_id
     OR NEW.actor_id IS NOT NULL AND NEW.actor_id IS DISTINCT FROM OLD.actor_id THEN
    RAISE EXCEPTION 'client facts cannot be changed';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "client_facts_append_only" BEFORE UPDATE OR DELETE ON "client_facts"
  FOR EACH ROW EXECUTE FUNCTION "client_facts_append_only"();
--> statement-breakpoint
CREATE TRIGGER "client_facts_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "client_facts"
  FOR EACH STATEMENT EXECUTE FUNCTION "factfind_announce_change"();
--> statement-breakpoint
-- The dashboard's Ready to Sign also reads the questionnaire's completed sections.
CREATE TRIGGER "fact_finds_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "fact_finds"
  FOR EACH STATEMENT EXECUTE FUNCTION "factfind_announce_change"();

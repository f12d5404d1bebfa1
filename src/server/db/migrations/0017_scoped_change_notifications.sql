-- Migration 0008 announced only a changed table's name, so every cache forgot everything on any change (a
-- balance saved for one client emptied every Fact Find kept in memory). A changed row now names its practice
-- and client ("table:practice:client"), and a cache forgets only the reads that change can alter
-- (src/server/db/read-cache.ts). PostgreSQL sends one notification per distinct payload per transaction, so
-- a statement over many rows of one client costs one. TRUNCATE still announces the table alone.
CREATE FUNCTION "factfind_announce_row_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
  changed_client uuid;
  changed_practice uuid;
BEGIN
  FOREACH changed IN ARRAY ARRAY[to_jsonb(OLD), to_jsonb(NEW)] LOOP
    CONTINUE WHEN changed IS NULL;
    IF TG_TABLE_NAME = 'clients' THEN
      changed_client := (changed->>'id')::uuid;
    ELSE
      changed_client := (changed->>'client_id')::uuid;
    END IF;
    changed_practice := (changed->>'practice_id')::uuid;
    IF changed_practice IS NULL AND changed_client IS NOT NULL THEN
      SELECT c.practice_id INTO changed_practice FROM clients c WHERE c.id = changed_client;
    END IF;
    PERFORM pg_notify('factfind_changes', TG_TABLE_NAME || ':' || COALESCE(changed_practice::text, '')
      || ':' || COALESCE(changed_client::text, ''));
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "clients_announce_change" ON "clients";
--> statement-breakpoint
CREATE TRIGGER "clients_announce_truncate" AFTER TRUNCATE ON "clients"
  FOR EACH STATEMENT EXECUTE FUNCTION "factfind_announce_change"();
--> statement-breakpoint
CREATE TRIGGER "clients_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "clients"
  FOR EACH ROW EXECUTE FUNCTION "factfind_announce_row_change"();
--> statement-breakpoint
DROP TRIGGER "documents_announce_change" ON "documents";
--> statement-breakpoint
DROP TRIGGER "documents_announce_update" ON "documents";
--> statement-breakpoint
CREATE TRIGGER "documents_announce_truncate" AFTER TRUNCATE ON "documents"
  FOR EACH STATEMENT EXECUTE FUNCTION "factfind_announce_change"();
--> statement-breakpoint
CREATE TRIGGER "documents_announce_change" AFTER INSERT OR DELETE ON "documents"
  FOR EACH ROW EXECUTE FUNCTION "factfind_announce_row_change"();
--> statement-breakpoint
-- A worker's heartbeat touch says nothing any screen shows (migration 0015): it announces nothing.
CREATE TRIGGER "documents_announce_update" AFTER UPDATE ON "documents"
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'heartbeat_at') IS DISTINCT FROM (to_jsonb(NEW) - 'heartbeat_at'))
  EXECUTE FUNCTION "factfind_announce_row_change"();
--> statement-breakpoint
DROP TRIGGER "super_accounts_announce_change" ON "super_accounts";
--> statement-breakpoint
CREATE TRIGGER "super_accounts_announce_truncate" AFTER TRUNCATE ON "super_accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION "factfind_announce_change"();
--> statement-breakpoint
CREATE TRIGGER "super_accounts_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "super_accounts"
  FOR EACH ROW EXECUTE FUNCTION "factfind_announce_row_change"();
--> statement-breakpoint
DROP TRIGGER "bank_accounts_announce_change" ON "bank_accounts";
--> statement-breakpoint
CREATE TRIGGER "bank_accounts_announce_truncate" AFTER TRUNCATE ON "bank_accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION "factfind_announce_change"();
--> statement-breakpoint
CREATE TRIGGER "bank_accounts_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "bank_accounts"
  FOR EACH ROW EXECUTE FUNCTION "factfind_announce_row_change"();
--> statement-breakpoint
DROP TRIGGER "goals_announce_change" ON "goals";
--> statement-breakpoint
CREATE TRIGGER "goals_announce_truncate" AFTER TRUNCATE ON "goals"
  FOR EACH STATEMENT EXECUTE FUNCTION "factfind_announce_change"();
--> statement-breakpoint
CREATE TRIGGER "goals_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "goals"
  FOR EACH ROW EXECUTE FUNCTION "factfind_announce_row_change"();
--> statement-breakpoint
DROP TRIGGER "fact_finds_announce_change" ON "fact_finds";
--> statement-breakpoint
CREATE TRIGGER "fact_finds_announce_truncate" AFTER TRUNCATE ON "fact_finds"
  FOR EACH STATEMENT EXECUTE FUNCTION "factfind_announce_change"();
--> statement-breakpoint
CREATE TRIGGER "fact_finds_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "fact_finds"
  FOR EACH ROW EXECUTE FUNCTION "factfind_announce_row_change"();
--> statement-breakpoint
DROP TRIGGER "client_facts_announce_change" ON "client_facts";
--> statement-breakpoint
CREATE TRIGGER "client_facts_announce_truncate" AFTER TRUNCATE ON "client_facts"
  FOR EACH STATEMENT EXECUTE FUNCTION "factfind_announce_change"();
--> statement-breakpoint
CREATE TRIGGER "client_facts_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "client_facts"
  FOR EACH ROW EXECUTE FUNCTION "factfind_announce_row_change"();

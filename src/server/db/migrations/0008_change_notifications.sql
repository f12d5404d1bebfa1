-- Every process keeps a few reads in memory (sessions, the client list, the dashboard figures) and must
-- forget them when what they were read from changes, whichever process changed it: each statement that
-- changes one of these tables announces the table's name on the channel "factfind_changes" when its
-- transaction commits (src/server/db/change-feed.ts listens).
CREATE FUNCTION "factfind_announce_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('factfind_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "practices_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "practices"
  FOR EACH STATEMENT EXECUTE FUNCTION "factfind_announce_change"();
--> statement-breakpoint
CREATE TRIGGER "users_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "factfind_announce_change"();
--> statement-breakpoint
-- A new session is never in a cache: only its changes (touched, ended) matter.
CREATE TRIGGER "sessions_announce_change" AFTER UPDATE OR DELETE OR TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "factfind_announce_change"();
--> statement-breakpoint
CREATE TRIGGER "clients_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "clients"
  FOR EACH STATEMENT EXECUTE FUNCTION "factfind_announce_change"();
--> statement-breakpoint
CREATE TRIGGER "documents_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "documents"
  FOR EACH STATEMENT EXECUTE FUNCTION "factfind_announce_change"();
--> statement-breakpoint
CREATE TRIGGER "super_accounts_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "super_accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION "factfind_announce_change"();
--> statement-breakpoint
CREATE TRIGGER "bank_accounts_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bank_accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION "factfind_announce_change"();
--> statement-breakpoint
CREATE TRIGGER "goals_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "goals"
  FOR EACH STATEMENT EXECUTE FUNCTION "factfind_announce_change"();

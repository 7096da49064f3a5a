-- A queued job wakes an idle worker at once: each statement that inserts into jobs notifies the channel
-- portal_jobs (delivered at commit, one notification per transaction), which every job runner LISTENs on; the
-- runner's look at the queue every 250-500 ms stays as the fallback (docs/decisions.md, seventh session).
CREATE OR REPLACE FUNCTION "notify_jobs_queued"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_jobs', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_queued" AFTER INSERT ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION "notify_jobs_queued"();

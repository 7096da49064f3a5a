-- A job running when its process died (killed, out of memory, aborted by a parser) is taken over by another
-- worker once its lease runs out. `abandoned` counts those deaths: after the first the job runs again; after
-- the second it is parked as failed with its reason and never replayed (platform/jobs.ts), so a job that
-- takes its process down cannot do so at every start.
ALTER TABLE "jobs" ADD COLUMN "abandoned" integer DEFAULT 0 NOT NULL;

-- Whether a translated manuscript had tracked changes (translated with them all accepted) and comments with
-- text (translated too), so the researcher's list can say so (issue 32).
ALTER TABLE "digital_documents" ADD COLUMN "source_had_revisions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "digital_documents" ADD COLUMN "source_had_comments" boolean DEFAULT false NOT NULL;
-- Reviewing an edited manuscript online: the delivered .docx read once into the review's model, and the
-- researcher's decision on each of its tracked changes (one row per change, so two tabs never overwrite
-- each other's decisions). Both go with their deliverable.
CREATE TABLE "edit_review_decisions" (
	"deliverable_id" integer NOT NULL,
	"change_id" text NOT NULL,
	"decision" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edit_review_decisions_deliverable_id_change_id_pk" PRIMARY KEY("deliverable_id","change_id"),
	CONSTRAINT "edit_review_decisions_decision" CHECK ("edit_review_decisions"."decision" in ('accept', 'reject'))
);
--> statement-breakpoint
CREATE TABLE "edit_review_documents" (
	"deliverable_id" integer PRIMARY KEY NOT NULL,
	"model" jsonb NOT NULL,
	"change_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "edit_review_decisions" ADD CONSTRAINT "edit_review_decisions_deliverable_id_deliverables_id_fk" FOREIGN KEY ("deliverable_id") REFERENCES "public"."deliverables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edit_review_documents" ADD CONSTRAINT "edit_review_documents_deliverable_id_deliverables_id_fk" FOREIGN KEY ("deliverable_id") REFERENCES "public"."deliverables"("id") ON DELETE cascade ON UPDATE no action;

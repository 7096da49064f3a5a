-- The online review of a completed digital edit, with the same tables as an order's delivered file: a kept
-- reading and the decisions now belong to a deliverable or to a digital edit's result (exactly one), each
-- row going with its file; a serial id replaces the primary keys that named the deliverable.
ALTER TABLE "edit_review_decisions" DROP CONSTRAINT "edit_review_decisions_deliverable_id_change_id_pk";--> statement-breakpoint
ALTER TABLE "edit_review_decisions" ALTER COLUMN "deliverable_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "edit_review_documents" DROP CONSTRAINT "edit_review_documents_pkey";--> statement-breakpoint
ALTER TABLE "edit_review_documents" ALTER COLUMN "deliverable_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "edit_review_decisions" ADD COLUMN "id" serial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "edit_review_decisions" ADD COLUMN "digital_document_id" integer;--> statement-breakpoint
ALTER TABLE "edit_review_documents" ADD COLUMN "id" serial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "edit_review_documents" ADD COLUMN "digital_document_id" integer;--> statement-breakpoint
ALTER TABLE "edit_review_decisions" ADD CONSTRAINT "edit_review_decisions_digital_document_fk" FOREIGN KEY ("digital_document_id") REFERENCES "public"."digital_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edit_review_documents" ADD CONSTRAINT "edit_review_documents_digital_document_fk" FOREIGN KEY ("digital_document_id") REFERENCES "public"."digital_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "edit_review_decisions_deliverable_change" ON "edit_review_decisions" USING btree ("deliverable_id","change_id");--> statement-breakpoint
CREATE UNIQUE INDEX "edit_review_decisions_digital_document_change" ON "edit_review_decisions" USING btree ("digital_document_id","change_id");--> statement-breakpoint
CREATE UNIQUE INDEX "edit_review_documents_deliverable" ON "edit_review_documents" USING btree ("deliverable_id");--> statement-breakpoint
CREATE UNIQUE INDEX "edit_review_documents_digital_document" ON "edit_review_documents" USING btree ("digital_document_id");--> statement-breakpoint
ALTER TABLE "edit_review_decisions" ADD CONSTRAINT "edit_review_decisions_file" CHECK (("edit_review_decisions"."deliverable_id" is null) <> ("edit_review_decisions"."digital_document_id" is null));--> statement-breakpoint
ALTER TABLE "edit_review_documents" ADD CONSTRAINT "edit_review_documents_file" CHECK (("edit_review_documents"."deliverable_id" is null) <> ("edit_review_documents"."digital_document_id" is null));
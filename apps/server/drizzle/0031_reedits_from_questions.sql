-- Questions on changes that staff turned into a re-edit (issue 33): the re-edit (free touch-up, or the offer of
-- the paid re-edit) with the editor's note the researcher's link fills in; each question names the re-edit it became.
CREATE TABLE "edit_review_reedits" (
	"id" serial PRIMARY KEY NOT NULL,
	"identity" uuid DEFAULT gen_random_uuid() NOT NULL,
	"deliverable_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"granted_free" boolean DEFAULT false NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"notes" text NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edit_review_reedits_identity_unique" UNIQUE("identity"),
	CONSTRAINT "edit_review_reedits_kind" CHECK ("edit_review_reedits"."kind" in ('touch-up', 're-edit'))
);
--> statement-breakpoint
ALTER TABLE "edit_review_questions" ADD COLUMN "reedit_id" integer;--> statement-breakpoint
ALTER TABLE "edit_review_reedits" ADD CONSTRAINT "edit_review_reedits_deliverable_id_deliverables_id_fk" FOREIGN KEY ("deliverable_id") REFERENCES "public"."deliverables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edit_review_reedits" ADD CONSTRAINT "edit_review_reedits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edit_review_reedits" ADD CONSTRAINT "edit_review_reedits_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "edit_review_reedits_order" ON "edit_review_reedits" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "edit_review_questions" ADD CONSTRAINT "edit_review_questions_reedit_id_edit_review_reedits_id_fk" FOREIGN KEY ("reedit_id") REFERENCES "public"."edit_review_reedits"("id") ON DELETE set null ON UPDATE no action;
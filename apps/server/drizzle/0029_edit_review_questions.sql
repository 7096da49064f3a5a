-- Questions on one tracked change of a delivered file (the change and its passage as they were when asked)
-- and their threads: the researcher's question and replies, staff answers. Both go with their deliverable.
CREATE TABLE "edit_review_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"author_role" text NOT NULL,
	"staff_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edit_review_messages_role" CHECK ("edit_review_messages"."author_role" in ('researcher', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "edit_review_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"identity" uuid DEFAULT gen_random_uuid() NOT NULL,
	"deliverable_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"change_id" text NOT NULL,
	"change_kind" text NOT NULL,
	"deleted_text" text NOT NULL,
	"inserted_text" text NOT NULL,
	"passage" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edit_review_questions_identity_unique" UNIQUE("identity"),
	CONSTRAINT "edit_review_questions_status" CHECK ("edit_review_questions"."status" in ('open', 'answered', 'resolved'))
);
--> statement-breakpoint
ALTER TABLE "edit_review_messages" ADD CONSTRAINT "edit_review_messages_question_id_edit_review_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."edit_review_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edit_review_messages" ADD CONSTRAINT "edit_review_messages_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edit_review_questions" ADD CONSTRAINT "edit_review_questions_deliverable_id_deliverables_id_fk" FOREIGN KEY ("deliverable_id") REFERENCES "public"."deliverables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edit_review_questions" ADD CONSTRAINT "edit_review_questions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "edit_review_messages_question" ON "edit_review_messages" USING btree ("question_id","created_at");--> statement-breakpoint
CREATE INDEX "edit_review_questions_file" ON "edit_review_questions" USING btree ("deliverable_id","change_id");--> statement-breakpoint
CREATE INDEX "edit_review_questions_queue" ON "edit_review_questions" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "edit_review_questions_order" ON "edit_review_questions" USING btree ("order_id");
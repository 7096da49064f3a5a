CREATE TABLE "language_assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"identity" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer,
	"anonymous_token_hash" text,
	"name" text NOT NULL,
	"stored_name" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"score_status" text DEFAULT 'processing' NOT NULL,
	"error_count_status" text DEFAULT 'processing' NOT NULL,
	"score" double precision,
	"error_counts" jsonb,
	"flagged_passages" jsonb,
	"word_count" integer,
	"percentile" integer,
	"failure" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "language_assessments_identity_unique" UNIQUE("identity")
);
--> statement-breakpoint
ALTER TABLE "language_assessments" ADD CONSTRAINT "language_assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "language_assessments_user" ON "language_assessments" USING btree ("user_id","created_at") WHERE "language_assessments"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "language_assessments_visitor" ON "language_assessments" USING btree ("anonymous_token_hash","created_at") WHERE "language_assessments"."anonymous_token_hash" is not null;--> statement-breakpoint
CREATE INDEX "language_assessments_scores" ON "language_assessments" USING btree ("score") WHERE "language_assessments"."score_status" = 'completed';
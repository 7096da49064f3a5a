CREATE TABLE "digital_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"identity" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"source" text DEFAULT 'purchase' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"product" text NOT NULL,
	"label" text NOT NULL,
	"number_of_uses" integer,
	"uses_remaining" integer,
	"allowed_languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"word_limit" integer,
	"price" integer DEFAULT 0 NOT NULL,
	"full_price" integer DEFAULT 0 NOT NULL,
	"currency_iso" text,
	"payment_id" integer,
	"trial_language" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digital_purchases_identity_unique" UNIQUE("identity"),
	CONSTRAINT "digital_purchases_uses_not_negative" CHECK ("uses_remaining" IS NULL OR "uses_remaining" >= 0)
);
--> statement-breakpoint
ALTER TABLE "digital_purchases" ADD CONSTRAINT "digital_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "digital_purchases_user" ON "digital_purchases" USING btree ("user_id","type","created_at");--> statement-breakpoint
CREATE INDEX "digital_purchases_payment" ON "digital_purchases" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "digital_purchases_trial" ON "digital_purchases" USING btree ("user_id","trial_language") WHERE "digital_purchases"."trial_language" is not null;--> statement-breakpoint
CREATE TABLE "digital_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"identity" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"purchase_id" integer,
	"status" text DEFAULT 'processing' NOT NULL,
	"failure" text,
	"name" text NOT NULL,
	"stored_name" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"word_count" integer,
	"style_of_english" text,
	"language" text,
	"result_name" text,
	"result_stored_name" text,
	"result_size" bigint,
	"change_count" integer,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "digital_documents_identity_unique" UNIQUE("identity")
);
--> statement-breakpoint
ALTER TABLE "digital_documents" ADD CONSTRAINT "digital_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_documents" ADD CONSTRAINT "digital_documents_purchase_id_digital_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."digital_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "digital_documents_user" ON "digital_documents" USING btree ("user_id","kind","created_at") WHERE "digital_documents"."archived_at" is null;--> statement-breakpoint
CREATE TABLE "locked_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"term" text NOT NULL,
	"rendering" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locked_terms" ADD CONSTRAINT "locked_terms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "locked_terms_user_term" ON "locked_terms" USING btree ("user_id",lower("term"));--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "digital_purchase_id" integer;

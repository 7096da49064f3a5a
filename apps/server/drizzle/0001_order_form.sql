CREATE TABLE "areas_of_study" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bundle_questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"label" jsonb NOT NULL,
	"type" text NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bundle_questions_term_unique" UNIQUE("term")
);
--> statement-breakpoint
CREATE TABLE "customer_goals" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"requires_word_count" boolean DEFAULT false NOT NULL,
	"allows_service_bundles" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "customer_goals_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"date" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journals" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"url" text,
	CONSTRAINT "journals_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "manuscript_languages" (
	"id" integer PRIMARY KEY NOT NULL,
	"iso" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "manuscript_languages_iso_unique" UNIQUE("iso")
);
--> statement-breakpoint
CREATE TABLE "promotional_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" jsonb NOT NULL,
	"is_percent_based" boolean NOT NULL,
	"amount" integer NOT NULL,
	"end_date" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "promotional_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "service_bundle_services" (
	"bundle_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"role" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_bundle_services_bundle_id_service_id_pk" PRIMARY KEY("bundle_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "service_bundles" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	"primary_service_id" integer NOT NULL,
	"discount_percent" integer NOT NULL,
	"match_choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language_scope" text DEFAULT 'any' NOT NULL,
	"learn_more_terms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "service_bundles_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "service_option_prices" (
	"option_id" integer NOT NULL,
	"currency_iso" text NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "service_option_prices_option_id_currency_iso_pk" PRIMARY KEY("option_id","currency_iso")
);
--> statement-breakpoint
CREATE TABLE "service_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"service_id" integer NOT NULL,
	"word_bin_id" integer,
	"quantity" integer,
	"delivery_tier" text NOT NULL,
	"timeline_days" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "service_options_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "service_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"identity" text NOT NULL,
	"service_id" integer NOT NULL,
	"label" jsonb NOT NULL,
	"type" text NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"follow_up_identities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requires_previous_selection" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_questions_identity_unique" UNIQUE("identity")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY NOT NULL,
	"identity" text NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"pricing_basis" text NOT NULL,
	"count_kind" text,
	"language_scope" text DEFAULT 'any' NOT NULL,
	"add_on" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"requires_quote" boolean DEFAULT false NOT NULL,
	"can_be_removed_from_order" boolean DEFAULT true NOT NULL,
	"runs_in_parallel" boolean DEFAULT false NOT NULL,
	"journal_details" text DEFAULT 'none' NOT NULL,
	"file_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "services_identity_unique" UNIQUE("identity")
);
--> statement-breakpoint
CREATE TABLE "word_bins" (
	"id" integer PRIMARY KEY NOT NULL,
	"min_words" integer NOT NULL,
	"max_words" integer
);
--> statement-breakpoint
CREATE TABLE "order_form_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"identity" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_form_id" integer NOT NULL,
	"kind" text NOT NULL,
	"original_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"word_count" integer,
	"language_id" integer,
	"analysis_status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expired" boolean DEFAULT false NOT NULL,
	CONSTRAINT "order_form_files_identity_unique" UNIQUE("identity")
);
--> statement-breakpoint
CREATE TABLE "order_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"identity" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer,
	"anonymous_token_hash" text,
	"status" text DEFAULT 'open' NOT NULL,
	"current_step" text DEFAULT 'get-started' NOT NULL,
	"customer_goal_id" integer,
	"upload_later" boolean DEFAULT false NOT NULL,
	"service_bundles_requested" boolean DEFAULT false NOT NULL,
	"bundle_answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"selected_bundle_id" integer,
	"manuscript_language_id" integer,
	"detected_language_id" integer,
	"word_count" integer,
	"calculated_word_count" integer,
	"selections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"declined_editing" boolean DEFAULT false NOT NULL,
	"delivery_tier" text DEFAULT 'standard' NOT NULL,
	"currency_iso" text,
	"promotional_code" text,
	"project_title" text,
	"style_of_english" text DEFAULT 'American' NOT NULL,
	"area_of_study_id" integer,
	"journal_name" text,
	"journal_url" text,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"referral_emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duplicate_order_external_id" text,
	"estimate_id" text,
	"quote" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_forms_identity_unique" UNIQUE("identity"),
	CONSTRAINT "order_forms_estimate_id_unique" UNIQUE("estimate_id")
);
--> statement-breakpoint
ALTER TABLE "service_bundle_services" ADD CONSTRAINT "service_bundle_services_bundle_id_service_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."service_bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bundle_services" ADD CONSTRAINT "service_bundle_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bundles" ADD CONSTRAINT "service_bundles_primary_service_id_services_id_fk" FOREIGN KEY ("primary_service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_option_prices" ADD CONSTRAINT "service_option_prices_option_id_service_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."service_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_option_prices" ADD CONSTRAINT "service_option_prices_currency_iso_currencies_iso_code_fk" FOREIGN KEY ("currency_iso") REFERENCES "public"."currencies"("iso_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_options" ADD CONSTRAINT "service_options_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_options" ADD CONSTRAINT "service_options_word_bin_id_word_bins_id_fk" FOREIGN KEY ("word_bin_id") REFERENCES "public"."word_bins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_questions" ADD CONSTRAINT "service_questions_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_form_files" ADD CONSTRAINT "order_form_files_order_form_id_order_forms_id_fk" FOREIGN KEY ("order_form_id") REFERENCES "public"."order_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_form_files" ADD CONSTRAINT "order_form_files_language_id_manuscript_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."manuscript_languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_forms" ADD CONSTRAINT "order_forms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_forms" ADD CONSTRAINT "order_forms_customer_goal_id_customer_goals_id_fk" FOREIGN KEY ("customer_goal_id") REFERENCES "public"."customer_goals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_forms" ADD CONSTRAINT "order_forms_selected_bundle_id_service_bundles_id_fk" FOREIGN KEY ("selected_bundle_id") REFERENCES "public"."service_bundles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_forms" ADD CONSTRAINT "order_forms_manuscript_language_id_manuscript_languages_id_fk" FOREIGN KEY ("manuscript_language_id") REFERENCES "public"."manuscript_languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_forms" ADD CONSTRAINT "order_forms_detected_language_id_manuscript_languages_id_fk" FOREIGN KEY ("detected_language_id") REFERENCES "public"."manuscript_languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_forms" ADD CONSTRAINT "order_forms_currency_iso_currencies_iso_code_fk" FOREIGN KEY ("currency_iso") REFERENCES "public"."currencies"("iso_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_forms" ADD CONSTRAINT "order_forms_area_of_study_id_areas_of_study_id_fk" FOREIGN KEY ("area_of_study_id") REFERENCES "public"."areas_of_study"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "areas_of_study_parent" ON "areas_of_study" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "service_options_service" ON "service_options" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "service_questions_service" ON "service_questions" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "order_form_files_form" ON "order_form_files" USING btree ("order_form_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_forms_open_user" ON "order_forms" USING btree ("user_id") WHERE "order_forms"."status" = 'open' and "order_forms"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_forms_open_anonymous" ON "order_forms" USING btree ("anonymous_token_hash") WHERE "order_forms"."status" = 'open' and "order_forms"."anonymous_token_hash" is not null;--> statement-breakpoint
CREATE INDEX "order_forms_user" ON "order_forms" USING btree ("user_id","created_at");
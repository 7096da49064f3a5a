CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"label" text DEFAULT 'billing' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"organization" text DEFAULT '' NOT NULL,
	"address1" text NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"country_id" integer NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"identity" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"role" text DEFAULT 'researcher' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"title" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"institution" text,
	"workplace" text,
	"phone_number" text,
	"secondary_email" text,
	"orcid" text,
	"found_us" text,
	"country_id" integer,
	"currency_iso" text,
	"language" text DEFAULT 'en_US' NOT NULL,
	"localization" text DEFAULT 'us' NOT NULL,
	"optin_to_marketing" boolean DEFAULT false NOT NULL,
	"agreed_to_tos_at" timestamp with time zone,
	"referral_code" text NOT NULL,
	"preferred_group_id" integer,
	"preferred_group_discount_used" boolean DEFAULT false NOT NULL,
	"show_check_spam_message" boolean DEFAULT true NOT NULL,
	"credit_notes_locked" boolean DEFAULT false NOT NULL,
	"localization_mismatch" boolean DEFAULT false NOT NULL,
	"exclude_from_delinquent_check" boolean DEFAULT false NOT NULL,
	"hide_invoices" boolean DEFAULT false NOT NULL,
	"override_download_available" boolean DEFAULT false NOT NULL,
	"change_password_enabled" boolean DEFAULT true NOT NULL,
	"language_assessment_enabled" boolean DEFAULT true NOT NULL,
	"has_rewards" boolean DEFAULT true NOT NULL,
	"total_reward_points" integer DEFAULT 0 NOT NULL,
	"wfoe_in_migrating_group" boolean DEFAULT false NOT NULL,
	"wfoe_accepted_tos_at" timestamp with time zone,
	"wfoe_migrated" boolean DEFAULT false NOT NULL,
	"wfoe_opted_in" boolean DEFAULT false NOT NULL,
	"wfoe_opted_out" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_identity_unique" UNIQUE("identity"),
	CONSTRAINT "users_referral_code_unique" UNIQUE("referral_code")
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"impersonator_id" integer,
	"flash" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"iso" text NOT NULL,
	"name" text NOT NULL,
	"localization" text NOT NULL,
	"default_currency" text,
	CONSTRAINT "countries_iso_unique" UNIQUE("iso")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"iso_code" text PRIMARY KEY NOT NULL,
	"short_name" text NOT NULL,
	"name" text NOT NULL,
	"sign" text NOT NULL,
	"exchange_rate" numeric(18, 8) NOT NULL,
	"num_decimals" integer NOT NULL,
	"minimum_prepay" integer,
	"is_selectable" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "localizations" (
	"identity" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"default_language" text NOT NULL,
	"default_currency" text NOT NULL,
	"allows_fapiao_processing_after_payment" boolean DEFAULT false NOT NULL,
	"site_url" text
);
--> statement-breakpoint
CREATE TABLE "preferred_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"percentage_discount" boolean DEFAULT true NOT NULL,
	"shareable" boolean DEFAULT true NOT NULL,
	"membership_displayed" boolean DEFAULT true NOT NULL,
	"greeting_text" text,
	"is_free_trial" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preferred_groups_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "throttle_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_currency_iso_currencies_iso_code_fk" FOREIGN KEY ("currency_iso") REFERENCES "public"."currencies"("iso_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_localization_localizations_identity_fk" FOREIGN KEY ("localization") REFERENCES "public"."localizations"("identity") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_preferred_group_id_preferred_groups_id_fk" FOREIGN KEY ("preferred_group_id") REFERENCES "public"."preferred_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_localization_localizations_identity_fk" FOREIGN KEY ("localization") REFERENCES "public"."localizations"("identity") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_default_currency_currencies_iso_code_fk" FOREIGN KEY ("default_currency") REFERENCES "public"."currencies"("iso_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "password_resets_user" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "states_country_code" ON "states" USING btree ("country_id","code");--> statement-breakpoint
CREATE INDEX "orders_user" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "emails_to" ON "emails" USING btree ("to");--> statement-breakpoint
CREATE INDEX "jobs_ready" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "throttle_events_key_time" ON "throttle_events" USING btree ("key","occurred_at");
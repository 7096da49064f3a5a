CREATE TABLE "invoice_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"retainer_invoice_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_number" text NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"order_external_id" text,
	"currency_iso" text NOT NULL,
	"exchange_rate" text NOT NULL,
	"localization" text NOT NULL,
	"language" text DEFAULT 'en_US' NOT NULL,
	"total_amount" integer NOT NULL,
	"balance" integer NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"pending_writeoff" boolean DEFAULT false NOT NULL,
	"boleto_url" text,
	"purchase_order_number" text,
	"vat_number" text,
	"billing_address" jsonb,
	"invoice_address" jsonb,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transaction_date" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "invoices_invoice_number_unique" UNIQUE("invoice_number")
);
--> statement-breakpoint
CREATE TABLE "credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reference_number" text NOT NULL,
	"currency_iso" text NOT NULL,
	"total_amount" integer NOT NULL,
	"balance" integer NOT NULL,
	"reason" text DEFAULT 'goodwill' NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credits_reference_number_unique" UNIQUE("reference_number")
);
--> statement-breakpoint
CREATE TABLE "ledger_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source_ref" text NOT NULL,
	"payment_id" integer,
	"amount" integer NOT NULL,
	"currency_iso" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prepayments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"retainer_invoice_number" text NOT NULL,
	"currency_iso" text NOT NULL,
	"total_amount" integer NOT NULL,
	"paid_amount" integer DEFAULT 0 NOT NULL,
	"available_amount" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"localization" text,
	"boleto_url" text,
	"payment_id" integer,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "prepayments_retainer_invoice_number_unique" UNIQUE("retainer_invoice_number")
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"code" text PRIMARY KEY NOT NULL,
	"currency_iso" text NOT NULL,
	"amount" integer NOT NULL,
	"balance" integer NOT NULL,
	"user_id" integer,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_idempotency" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text DEFAULT 'in-progress' NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_idempotency_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"receipt_code" text NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"method_id" integer NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"currency_iso" text NOT NULL,
	"total" integer NOT NULL,
	"amount" integer NOT NULL,
	"credits_applied" integer DEFAULT 0 NOT NULL,
	"prepayment_applied" integer DEFAULT 0 NOT NULL,
	"voucher_applied" integer DEFAULT 0 NOT NULL,
	"voucher_code" text,
	"installments" integer,
	"order_form_id" integer,
	"order_id" integer,
	"invoice_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prepayment_id" integer,
	"provider_reference" text,
	"provider_session_id" text,
	"decline_message" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payments_receipt_code_unique" UNIQUE("receipt_code")
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last_four" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL,
	"currency_iso" text NOT NULL,
	"status" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_charges_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"provider" text NOT NULL,
	"method_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency_iso" text NOT NULL,
	"installments" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"return_url" text NOT NULL,
	"webhook_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "sandbox_sessions_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_form_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "currency_iso" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "services" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discounts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deadline" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "word_count" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "manuscript_language_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_goal_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "area_of_study_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "style_of_english" text DEFAULT 'American' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "journal_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "journal_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_tier" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reward_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reward_points_credited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "admin_created" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "require_customer_notification" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "localization" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_currency_iso_currencies_iso_code_fk" FOREIGN KEY ("currency_iso") REFERENCES "public"."currencies"("iso_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_currency_iso_currencies_iso_code_fk" FOREIGN KEY ("currency_iso") REFERENCES "public"."currencies"("iso_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_movements" ADD CONSTRAINT "ledger_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepayments" ADD CONSTRAINT "prepayments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepayments" ADD CONSTRAINT "prepayments_currency_iso_currencies_iso_code_fk" FOREIGN KEY ("currency_iso") REFERENCES "public"."currencies"("iso_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_currency_iso_currencies_iso_code_fk" FOREIGN KEY ("currency_iso") REFERENCES "public"."currencies"("iso_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_idempotency" ADD CONSTRAINT "payment_idempotency_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_currency_iso_currencies_iso_code_fk" FOREIGN KEY ("currency_iso") REFERENCES "public"."currencies"("iso_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_payment" ON "invoice_payments" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "invoices_user" ON "invoices" USING btree ("user_id","transaction_date");--> statement-breakpoint
CREATE INDEX "credits_user" ON "credits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_movements_user" ON "ledger_movements" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_movements_payment" ON "ledger_movements" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "prepayments_user" ON "prepayments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_user" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_order_form" ON "payments" USING btree ("order_form_id");--> statement-breakpoint
CREATE INDEX "payments_session" ON "payments" USING btree ("provider_session_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_form_id_order_forms_id_fk" FOREIGN KEY ("order_form_id") REFERENCES "public"."order_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_currency_iso_currencies_iso_code_fk" FOREIGN KEY ("currency_iso") REFERENCES "public"."currencies"("iso_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_form" ON "orders" USING btree ("order_form_id") WHERE "orders"."order_form_id" is not null;
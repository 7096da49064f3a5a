CREATE TABLE "fapiaos" (
	"id" serial PRIMARY KEY NOT NULL,
	"identity" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"context" text NOT NULL,
	"receipt_code" text NOT NULL,
	"type" text NOT NULL,
	"service_type" text NOT NULL,
	"organization_name" text NOT NULL,
	"taxpayer_number" text DEFAULT '' NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"shipping_address" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"currency_iso" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"number" text,
	"document_key" text,
	"provider_reference" text,
	"failure_reason" text,
	"issued_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fapiaos_identity_unique" UNIQUE("identity")
);
--> statement-breakpoint
CREATE TABLE "fapiao_organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"taxpayer_number" text NOT NULL,
	CONSTRAINT "fapiao_organizations_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "tax_sandbox_requests" (
	"reference" text PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'accepted' NOT NULL,
	"issue_after" timestamp with time zone NOT NULL,
	"number" text,
	"failure_reason" text,
	"issued_at" timestamp with time zone,
	"polls" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fapiaos" ADD CONSTRAINT "fapiaos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fapiaos_live_payment" ON "fapiaos" USING btree ("payment_id") WHERE "fapiaos"."status" in ('requested', 'issued');--> statement-breakpoint
CREATE INDEX "fapiaos_user" ON "fapiaos" USING btree ("user_id","created_at" DESC);--> statement-breakpoint
CREATE INDEX "fapiaos_receipt" ON "fapiaos" USING btree ("receipt_code","created_at" DESC);--> statement-breakpoint
CREATE INDEX "fapiaos_status" ON "fapiaos" USING btree ("status","created_at" DESC);--> statement-breakpoint
-- Suggestions for the fapiao form: illustrative taxpayer numbers for development, not checked against the tax
-- authority. The last one carries 测试失败, which the sandbox tax service rejects (its failure case).
INSERT INTO "fapiao_organizations" ("name", "taxpayer_number") VALUES
	('北京大学', '12100000400000624D'),
	('清华大学', '12100000400000341T'),
	('复旦大学', '12100000425006117P'),
	('上海交通大学', '12100000425006133E'),
	('浙江大学', '12330000470003281P'),
	('中国科学院大学', '121000007178331477'),
	('中山大学', '12440000455859710A'),
	('武汉大学', '12420000441624938Q'),
	('南京大学', '12320000466007587Q'),
	('四川大学', '12510000450717930G'),
	('中国医学科学院北京协和医院', '12100000400010998P'),
	('北京测试失败科技有限公司', '91110000MA0000000X')
ON CONFLICT ("name") DO NOTHING;

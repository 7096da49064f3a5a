CREATE TABLE "wechat_login_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"browser_hash" text NOT NULL,
	"purpose" text DEFAULT 'login' NOT NULL,
	"requested_by_user_id" integer,
	"ticket" text NOT NULL,
	"qr_content" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"user_id" integer,
	"openid" text,
	"unionid" text,
	"nickname" text,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"openid" text NOT NULL,
	"unionid" text,
	"nickname" text DEFAULT '' NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wechat_login_codes" ADD CONSTRAINT "wechat_login_codes_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_login_codes" ADD CONSTRAINT "wechat_login_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_identities" ADD CONSTRAINT "wechat_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_login_codes_code" ON "wechat_login_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_login_codes_ticket" ON "wechat_login_codes" USING btree ("ticket");--> statement-breakpoint
CREATE INDEX "wechat_login_codes_expires" ON "wechat_login_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_identities_openid" ON "wechat_identities" USING btree ("openid");--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_identities_user" ON "wechat_identities" USING btree ("user_id");

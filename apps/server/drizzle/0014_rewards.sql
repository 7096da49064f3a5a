CREATE TABLE "reward_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"points" integer NOT NULL,
	"points_to_date" integer NOT NULL,
	"source_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reward_events" ADD CONSTRAINT "reward_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_events_source" ON "reward_events" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "reward_events_user" ON "reward_events" USING btree ("user_id","created_at" DESC,"id" DESC);
--> statement-breakpoint
CREATE TABLE "user_promotional_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"level" text NOT NULL,
	"percent" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_promotional_codes" ADD CONSTRAINT "user_promotional_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_promotional_codes" ADD CONSTRAINT "user_promotional_codes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_promotional_codes_code" ON "user_promotional_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "user_promotional_codes_user_level" ON "user_promotional_codes" USING btree ("user_id","level");--> statement-breakpoint
-- The history of the points credited before reward_events existed: one event per credited order, in the order
-- they were credited, each with the running total.
INSERT INTO "reward_events" ("user_id", "kind", "details", "points", "points_to_date", "source_key", "created_at")
SELECT o."user_id", 'order', jsonb_build_object('externalId', o."external_id"), o."reward_points",
	(sum(o."reward_points") OVER (PARTITION BY o."user_id" ORDER BY o."reward_points_credited_at", o."id"))::int,
	'order:' || o."id", o."reward_points_credited_at"
FROM "orders" o
WHERE o."reward_points_credited_at" IS NOT NULL AND o."reward_points" > 0
ON CONFLICT ("source_key") DO NOTHING;--> statement-breakpoint
-- Points that no credited order explains (set by hand) become one adjustment, so the history adds up to the total.
INSERT INTO "reward_events" ("user_id", "kind", "details", "points", "points_to_date", "source_key")
SELECT u."id", 'adjustment', '{}'::jsonb, u."total_reward_points" - coalesce(e."points", 0), u."total_reward_points",
	'adjustment:backfill:' || u."id"
FROM "users" u
LEFT JOIN (SELECT "user_id", sum("points")::int AS "points" FROM "reward_events" GROUP BY "user_id") e ON e."user_id" = u."id"
WHERE u."total_reward_points" <> coalesce(e."points", 0)
ON CONFLICT ("source_key") DO NOTHING;--> statement-breakpoint
-- The level coupons of the levels researchers had already reached (values as LEVEL_COUPON_PERCENT, valid one year).
INSERT INTO "user_promotional_codes" ("user_id", "code", "level", "percent", "expires_at")
SELECT u."id", 'L' || l."n" || '-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 10)), 'level' || l."n", l."percent",
	now() + interval '1 year'
FROM "users" u
JOIN (VALUES (2, 500, 5), (3, 1500, 8), (4, 3000, 10), (5, 6000, 15), (6, 10000, 20)) AS l("n", "minimum", "percent")
	ON u."total_reward_points" >= l."minimum"
ON CONFLICT DO NOTHING;

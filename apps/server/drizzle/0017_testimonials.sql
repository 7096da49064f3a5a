CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"identity" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"photo_stored_name" text,
	"photo_content_type" text,
	"photo_width" integer,
	"photo_height" integer,
	"status" text DEFAULT 'submitted' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_identity_unique" UNIQUE("identity"),
	CONSTRAINT "testimonials_status_known" CHECK ("status" IN ('submitted', 'approved', 'rejected')),
	CONSTRAINT "testimonials_photo_whole" CHECK (("photo_stored_name" IS NULL) = ("photo_content_type" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "testimonials_user" ON "testimonials" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "testimonials_status" ON "testimonials" USING btree ("status","created_at" DESC,"id" DESC);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "submitted_testimonial_at" timestamp with time zone;

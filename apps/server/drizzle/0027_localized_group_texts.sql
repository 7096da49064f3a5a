-- A preferred group's name and greeting are shown to its members on the dashboard, the account page and the
-- order form's discount line, in the page's language: both become maps by catalogue language, like the
-- services' names. The English text they held becomes 'en'; other languages fall back to it until written.
ALTER TABLE "preferred_groups" ALTER COLUMN "name" SET DATA TYPE jsonb USING jsonb_build_object('en', "name", 'zh', '', 'ja', '', 'pt', '', 'es', '');--> statement-breakpoint
ALTER TABLE "preferred_groups" ADD COLUMN "greeting" jsonb;--> statement-breakpoint
UPDATE "preferred_groups" SET "greeting" = jsonb_build_object('en', "greeting_text", 'zh', '', 'ja', '', 'pt', '', 'es', '') WHERE coalesce("greeting_text", '') <> '';--> statement-breakpoint
ALTER TABLE "preferred_groups" DROP COLUMN "greeting_text";

ALTER TABLE "preferred_groups" ADD COLUMN "gives_digital_editing" boolean DEFAULT false NOT NULL;

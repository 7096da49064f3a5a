-- The read cache (platform/read-cache.ts) keeps a researcher's hot reads (account, dashboard, order list, an
-- order, invoices, payment form) as answered, tagged with the version of the researcher's data they were
-- answered from. read_versions.version is that version (no row: 0): every write to a row of the researcher's
-- own data bumps it in the writing transaction, so a read sees the new version exactly when it sees the new
-- rows (one snapshot), whichever process or job wrote them.
--
-- The bump runs at commit (deferred constraint triggers), after every other lock the transaction takes, so it
-- adds no lock-order cycle; `tx` marks the transaction that last bumped, so a transaction writing many rows of
-- one researcher bumps once. A narrow table of its own, half-filled pages: the bump is a HOT update of two
-- numbers, not a new version of the wide users row and of its five indexes.
CREATE TABLE "read_versions" (
  "user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "version" bigint DEFAULT 1 NOT NULL,
  "tx" xid8 DEFAULT pg_current_xact_id() NOT NULL
) WITH (fillfactor = 50);--> statement-breakpoint
-- Bumped once per transaction: a later row of the same transaction finds its own mark and stops there.
CREATE FUNCTION "bump_read_version"(uid integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "read_versions" WHERE "user_id" = uid AND "tx" = pg_current_xact_id()) THEN RETURN; END IF;
  INSERT INTO "read_versions" AS rv ("user_id") SELECT u."id" FROM "users" u WHERE u."id" = uid
  ON CONFLICT ("user_id") DO UPDATE SET "version" = rv."version" + 1, "tx" = pg_current_xact_id()
  WHERE rv."tx" IS DISTINCT FROM pg_current_xact_id();
END
$$;--> statement-breakpoint
-- The user's own row: any change of it is a new version.
CREATE FUNCTION "read_version_of_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bump_read_version"(NEW."id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_read_version" AFTER UPDATE ON "users" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "read_version_of_user"();--> statement-breakpoint
-- Rows that carry their researcher (user_id).
CREATE FUNCTION "read_version_by_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."user_id" IS NOT NULL THEN PERFORM "bump_read_version"(OLD."user_id"); END IF;
  IF TG_OP <> 'DELETE' AND NEW."user_id" IS NOT NULL THEN PERFORM "bump_read_version"(NEW."user_id"); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Rows that name their researcher through a parent row (an order's certificate, a payment applied to an
-- invoice, a file of an order form): TG_ARGV is the parent table and the row's column naming the parent.
CREATE FUNCTION "read_version_by_parent"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written jsonb;
BEGIN
  FOREACH written IN ARRAY ARRAY[CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END,
                                 CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END] LOOP
    CONTINUE WHEN written IS NULL;
    EXECUTE format('SELECT "bump_read_version"(p."user_id") FROM %I p WHERE p."id" = $1', TG_ARGV[0])
      USING (written ->> TG_ARGV[1])::integer;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  t text;
  parent text;
  via text;
BEGIN
  FOREACH t IN ARRAY ARRAY['addresses', 'credits', 'digital_documents', 'digital_purchases', 'fapiaos', 'invoices',
    'language_assessments', 'ledger_movements', 'locked_terms', 'orders', 'payment_proofs', 'payments',
    'prepayments', 'reward_events', 'testimonials', 'user_identities', 'user_promotional_codes', 'vouchers',
    'wechat_identities'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED '
      'FOR EACH ROW EXECUTE FUNCTION "read_version_by_user"()', t || '_read_version', t);
  END LOOP;
  FOR t, parent, via IN VALUES ('certificates', 'orders', 'order_id'), ('deliverables', 'orders', 'order_id'),
    ('order_stage_events', 'orders', 'order_id'), ('referral_rewards', 'orders', 'order_id'),
    ('invoice_payments', 'invoices', 'invoice_id'), ('order_form_files', 'order_forms', 'order_form_id') LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED '
      'FOR EACH ROW EXECUTE FUNCTION "read_version_by_parent"(%L, %L)', t || '_read_version', t, parent, via);
  END LOOP;
  -- An order form counts when it opens, closes or moves to another step (the dashboard's unfinished-order
  -- banner), not at every saved answer of the form.
  CREATE CONSTRAINT TRIGGER "order_forms_read_version" AFTER INSERT OR DELETE OR UPDATE OF "status", "current_step", "user_id"
    ON "order_forms" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_by_user"();
END
$$;

-- The read cache (platform/read-cache.ts) keeps a researcher's hot reads (account, dashboard, order list, an
-- order, invoices, payment form) as answered, tagged with the version of the researcher's data they were
-- answered from. users.read_version is that version: every write to a row of the researcher's own data bumps
-- it in the writing transaction, so a read sees the new version exactly when it sees the new rows (one
-- snapshot), whichever process or job wrote them.
--
-- The bump of another table's write runs at commit (a deferred constraint trigger), after every other lock the
-- transaction takes, so it adds no lock-order cycle; read_version_tx (not mapped by the application) marks the
-- transaction that last bumped, so a transaction writing many rows of one researcher bumps once.
ALTER TABLE "users" ADD COLUMN "read_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "read_version_tx" xid8;--> statement-breakpoint
CREATE FUNCTION "bump_read_version"(uid integer) RETURNS void LANGUAGE sql AS $$
  UPDATE "users" SET "read_version" = "read_version" + 1, "read_version_tx" = pg_current_xact_id()
  WHERE "id" = uid AND "read_version_tx" IS DISTINCT FROM pg_current_xact_id()
$$;--> statement-breakpoint
-- The user's own row: any change of it is a new version.
CREATE FUNCTION "users_read_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."read_version" = OLD."read_version" THEN
    NEW."read_version" := OLD."read_version" + 1;
    NEW."read_version_tx" := pg_current_xact_id();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_read_version" BEFORE UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION "users_read_version"();--> statement-breakpoint
-- Rows that carry their researcher (user_id).
CREATE FUNCTION "read_version_by_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."user_id" IS NOT NULL THEN PERFORM "bump_read_version"(OLD."user_id"); END IF;
  IF TG_OP <> 'DELETE' AND NEW."user_id" IS NOT NULL THEN PERFORM "bump_read_version"(NEW."user_id"); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Rows of an order (certificates, deliverables, stages): the order's researcher.
CREATE FUNCTION "read_version_by_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "bump_read_version"(o."user_id") FROM "orders" o WHERE o."id" = OLD."order_id"; END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "bump_read_version"(o."user_id") FROM "orders" o WHERE o."id" = NEW."order_id"; END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Payments applied to an invoice: the invoice's researcher.
CREATE FUNCTION "read_version_by_invoice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "bump_read_version"(i."user_id") FROM "invoices" i WHERE i."id" = OLD."invoice_id"; END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "bump_read_version"(i."user_id") FROM "invoices" i WHERE i."id" = NEW."invoice_id"; END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Files of an order form (an order's manuscript files, added later too): the form's researcher.
CREATE FUNCTION "read_version_by_order_form"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "bump_read_version"(f."user_id") FROM "order_forms" f WHERE f."id" = OLD."order_form_id"; END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "bump_read_version"(f."user_id") FROM "order_forms" f WHERE f."id" = NEW."order_form_id"; END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['addresses', 'credits', 'digital_documents', 'digital_purchases', 'fapiaos', 'invoices',
    'language_assessments', 'ledger_movements', 'locked_terms', 'order_forms', 'orders', 'payment_proofs', 'payments',
    'prepayments', 'reward_events', 'testimonials', 'user_identities', 'user_promotional_codes', 'vouchers',
    'wechat_identities'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED '
      'FOR EACH ROW EXECUTE FUNCTION "read_version_by_user"()', t || '_read_version', t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['certificates', 'deliverables', 'order_stage_events', 'referral_rewards'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED '
      'FOR EACH ROW EXECUTE FUNCTION "read_version_by_order"()', t || '_read_version', t);
  END LOOP;
  CREATE CONSTRAINT TRIGGER "order_form_files_read_version" AFTER INSERT OR UPDATE OR DELETE ON "order_form_files"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_by_order_form"();
  CREATE CONSTRAINT TRIGGER "invoice_payments_read_version" AFTER INSERT OR UPDATE OR DELETE ON "invoice_payments"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_by_invoice"();
END
$$;

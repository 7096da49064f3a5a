-- The referral page (modules/referrals) shows the referrer rows that name them otherwise than by user_id: the
-- invitations they e-mailed and the credits they earned (referrer_user_id), and the researchers they referred
-- (users.referred_by_user_id) with those researchers' names, registration and closure. Each of these now bumps
-- the referrer's read version too (0021's bump_read_version), so the page can be kept by the read cache. A
-- referral_rewards row keeps bumping its order's researcher as well (0021).
--
-- Rows naming their researcher by another column than user_id: TG_ARGV[0] is that column.
CREATE FUNCTION "read_version_by_column"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written jsonb;
BEGIN
  FOREACH written IN ARRAY ARRAY[CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END,
                                 CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END] LOOP
    CONTINUE WHEN written IS NULL OR written ->> TG_ARGV[0] IS NULL;
    PERFORM "bump_read_version"((written ->> TG_ARGV[0])::integer);
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "referral_invitations_read_version" AFTER INSERT OR UPDATE OR DELETE ON "referral_invitations"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_by_column"('referrer_user_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "referral_rewards_referrer_read_version" AFTER INSERT OR UPDATE OR DELETE ON "referral_rewards"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_by_column"('referrer_user_id');--> statement-breakpoint
-- A referred researcher registering (or referred later, at the share link's code) or leaving the table.
CREATE CONSTRAINT TRIGGER "users_referrer_read_version" AFTER INSERT OR DELETE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_version_by_column"('referred_by_user_id');--> statement-breakpoint
-- A referred researcher's row changing what the page shows of them: only those updates queue the trigger,
-- not the many other writes of users rows.
CREATE CONSTRAINT TRIGGER "users_referrer_update_read_version"
  AFTER UPDATE OF "first_name", "last_name", "active", "created_at", "referred_by_user_id" ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."referred_by_user_id" IS NOT NULL OR NEW."referred_by_user_id" IS NOT NULL)
    AND (OLD."first_name", OLD."last_name", OLD."active", OLD."created_at", OLD."referred_by_user_id")
      IS DISTINCT FROM (NEW."first_name", NEW."last_name", NEW."active", NEW."created_at", NEW."referred_by_user_id"))
  EXECUTE FUNCTION "read_version_by_column"('referred_by_user_id');

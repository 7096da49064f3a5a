-- One live payment per order form and purpose, kept by the database: Complete Order writes its pending payment
-- with one statement that inserts it only when the form is still open at the version priced, and does nothing
-- on a conflict with this index (payments/payment-statements.ts, insertFirstPaymentOfFormStatement). Before,
-- an advisory lock on the form serialised its payments and a read of them decided; that path remains for the
-- cases the statement leaves to it (another live payment, a changed form, a resumed attempt). "Live" is the
-- payments module's LIVE_STATUSES, word for word the conflict target's condition.
CREATE UNIQUE INDEX "payments_live_of_form" ON "payments" USING btree ("order_form_id", "purpose")
  WHERE "order_form_id" IS NOT NULL AND "status" IN ('pending', 'redirected', 'captured', 'awaiting-payment');

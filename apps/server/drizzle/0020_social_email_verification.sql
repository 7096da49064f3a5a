-- A first-time social sign-in whose provider vouched for no e-mail (ORCID often gives none) keeps the
-- researcher's confirmed registration here, under a 'verify' pending link e-mailed to the typed address;
-- the account is created when that link is opened.
ALTER TABLE "social_pending_links" ADD COLUMN "registration" jsonb;

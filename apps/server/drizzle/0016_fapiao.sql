-- Placeholder: filled in by the issue-13 work that owns this migration.
SELECT 1;

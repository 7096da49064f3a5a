import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { researcherIdColumn } from './account.ts';
import { createdAtColumn } from './columns.ts';
import { digitalPurchases } from './digital-purchases.ts';

export type TDigitalDocumentKind = 'edit' | 'translation';
export type TDigitalDocumentStatus = 'processing' | 'completed' | 'failed';

/**
 * A manuscript sent to an automated tool: a digital edit (returned as a .docx with tracked changes) or a
 * digital translation (returned as a translated .docx). The uploaded file and the result live in storage
 * under storedName / resultStoredName; a job moves status processing → completed | failed.
 */
export const digitalDocuments = pgTable(
  'digital_documents',
  {
    id: serial('id').primaryKey(),
    identity: uuid('identity').notNull().unique().defaultRandom(),
    userId: researcherIdColumn('cascade'),
    kind: text('kind').$type<TDigitalDocumentKind>().notNull(),
    /** The purchase that gave access (and, for a translation, whose use was spent). */
    purchaseId: integer('purchase_id').references(() => digitalPurchases.id),
    status: text('status').$type<TDigitalDocumentStatus>().notNull().default('processing'),
    /** The message key of a failure ('automated-edit-failure', 'digital-translation-failure', …). */
    failure: text('failure'),
    name: text('name').notNull(),
    storedName: text('stored_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    wordCount: integer('word_count'),
    /** Digital edit: 'british' | 'american'. */
    styleOfEnglish: text('style_of_english'),
    /** Digital translation: 'spanish-to-english' | 'portuguese-to-english' | 'chinese-to-english'. */
    language: text('language'),
    resultName: text('result_name'),
    resultStoredName: text('result_stored_name'),
    resultSize: bigint('result_size', { mode: 'number' }),
    /** Digital edit: the number of tracked changes written; translation: paragraphs translated. */
    changeCount: integer('change_count'),
    /** Digital translation: the source had tracked changes, translated as it reads with them all accepted. */
    sourceHadRevisions: boolean('source_had_revisions').notNull().default(false),
    /** Digital translation: the source had comments with text, translated too. */
    sourceHadComments: boolean('source_had_comments').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('digital_documents_user').on(t.userId, t.kind, t.createdAt).where(sql`${t.archivedAt} is null`)],
);

export type TDigitalDocumentRow = typeof digitalDocuments.$inferSelect;

/**
 * A researcher's locked terms: gene names, abbreviations, a lab's preferred spellings. Digital editing never
 * changes one, the grammar check does not flag one, and translation keeps it verbatim or writes the given
 * English rendering for a source-language term.
 */
export const lockedTerms = pgTable(
  'locked_terms',
  {
    id: serial('id').primaryKey(),
    userId: researcherIdColumn('cascade'),
    term: text('term').notNull(),
    /** For translation: the English to write for this source-language term (null: keep the term as it is). */
    rendering: text('rendering'),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('locked_terms_user_term').on(t.userId, sql`lower(${t.term})`)],
);

export type TLockedTermRow = typeof lockedTerms.$inferSelect;

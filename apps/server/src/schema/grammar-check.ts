import type { TFlaggedPassage, TLanguageAssessmentStatus } from '@portal/domain/api/grammar-check';
import type { TGrammarErrorCounts } from '@portal/domain/rules/grammar-score';
import { sql } from 'drizzle-orm';
import { bigint, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './account.ts';
import { createdAtColumn } from './columns.ts';

/**
 * Grammar checks (language assessments): the uploaded manuscript, and once its job has run, the score, the
 * error counts by category and the flagged passages. A visitor's check has no user; the hash of its visitor
 * token stands in (the raw token lives only in the visitor's cookie).
 */
export const languageAssessments = pgTable(
  'language_assessments',
  {
    id: serial('id').primaryKey(),
    identity: uuid('identity').notNull().unique().defaultRandom(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    anonymousTokenHash: text('anonymous_token_hash'),
    name: text('name').notNull(),
    storedName: text('stored_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    status: text('status').$type<TLanguageAssessmentStatus>().notNull().default('processing'),
    scoreStatus: text('score_status').$type<TLanguageAssessmentStatus>().notNull().default('processing'),
    errorCountStatus: text('error_count_status').$type<TLanguageAssessmentStatus>().notNull().default('processing'),
    /** 0 to 10 with one decimal. */
    score: doublePrecision('score'),
    errorCounts: jsonb('error_counts').$type<TGrammarErrorCounts>(),
    flaggedPassages: jsonb('flagged_passages').$type<TFlaggedPassage[]>(),
    wordCount: integer('word_count'),
    percentile: integer('percentile'),
    /** The message key of a failed check. */
    failure: text('failure'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('language_assessments_user').on(t.userId, t.createdAt).where(sql`${t.archivedAt} is null`),
    index('language_assessments_visitor').on(t.anonymousTokenHash, t.createdAt).where(sql`${t.anonymousTokenHash} is not null`),
    index('language_assessments_scores').on(t.score).where(sql`${t.scoreStatus} = 'completed'`),
  ],
);

export type TLanguageAssessmentRow = typeof languageAssessments.$inferSelect;

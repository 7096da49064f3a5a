import type { TFlaggedPassage } from '@portal/domain/api/grammar-check';
import { LANGUAGE_ASSESSMENT_PAGE_SIZE } from '@portal/domain/api/grammar-check';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { createRefreshingCache } from '../../platform/refreshing-cache.ts';
import { isLiveSession, selectWithSession } from '../../platform/sessions.ts';
import { users } from '../../schema/account.ts';
import { languageAssessments } from '../../schema/grammar-check.ts';
import { assessmentJson, percentileCurve, type TAssessmentColumns } from './assessment-view.ts';

/**
 * The reads of the grammar check, each one statement: a researcher's with their session (the assessments are
 * joined on the session's user, so another researcher's identity reads as unknown), a visitor's by the hash
 * of their grammar-check cookie. Both prepared once; every filter is a placeholder.
 */

const ownedBySessionUser = sql`a.user_id = ${users.id}`;
const ownedByVisitor = sql`a.user_id is null and a.anonymous_token_hash = ${sql.placeholder('visitor')}::text`;

/** The page of the list, or the listed identities (comma-separated) when given. */
function searchColumns(owned: SQL) {
  const matches = sql`${owned} and a.archived_at is null
    and (${sql.placeholder('identities')}::text is null or a.identity = any(string_to_array(${sql.placeholder('identities')}::text, ',')::uuid[]))`;
  return {
    total: sql<number>`(select count(*)::int from ${languageAssessments} a where ${matches})`,
    page: sql<TAssessmentColumns[]>`coalesce((
      select json_agg(${assessmentJson} order by a.created_at desc, a.id desc)
      from (select a.* from ${languageAssessments} a where ${matches}
            order by a.created_at desc, a.id desc
            limit ${sql.raw(String(LANGUAGE_ASSESSMENT_PAGE_SIZE))} offset ${sql.placeholder('offset')}) a), '[]'::json)`,
  };
}

/** One assessment of the owner's by identity, with its flagged passages. */
function detailsColumns(owned: SQL) {
  return {
    assessment: sql<TAssessmentColumns | null>`(select ${assessmentJson} from ${languageAssessments} a
      where ${owned} and a.identity = ${sql.placeholder('identity')}::uuid)`,
    passages: sql<TFlaggedPassage[] | null>`(select a.flagged_passages from ${languageAssessments} a
      where ${owned} and a.identity = ${sql.placeholder('identity')}::uuid)`,
  };
}

const visitorSource = sql`(select 1) as visitor`;

/** How long an instance keeps the percentile curve before refreshing it in the background. */
const SCORE_CURVE_MS = 60_000;

/**
 * The percentile curve is a statistic of every completed check, not of the reader's: sorting them all on each
 * read cost 90 ms with 30,000 checks (bench/api-load.ts, large data set) and grows with every check. Each
 * instance keeps it as reference data is kept, refreshed in the background every minute.
 */
function scoreCurveOf(db: Db) {
  const read = db.select({ curve: percentileCurve }).from(sql`(select 1) as one`).prepare('grammar_score_curve');
  return createRefreshingCache(async () => (await read.execute())[0]?.curve ?? null, SCORE_CURVE_MS);
}

export function prepareAssessmentReads(db: Db) {
  return {
    scoreCurve: scoreCurveOf(db),
    searchOfUser: selectWithSession(db, searchColumns(ownedBySessionUser)).where(isLiveSession).prepare('grammar_check_search'),
    searchOfVisitor: db.select(searchColumns(ownedByVisitor)).from(visitorSource).prepare('grammar_check_search_visitor'),
    detailsOfUser: selectWithSession(db, { ...detailsColumns(ownedBySessionUser), currencyIso: users.currencyIso })
      .where(isLiveSession)
      .prepare('grammar_check_details'),
    detailsOfVisitor: db.select(detailsColumns(ownedByVisitor)).from(visitorSource).prepare('grammar_check_details_visitor'),
  };
}

export type TAssessmentReads = ReturnType<typeof prepareAssessmentReads>;

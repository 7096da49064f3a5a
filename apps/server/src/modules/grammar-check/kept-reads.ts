import { declareKeptRead } from '../../platform/kept-read.ts';
import { languageAssessments } from '../../schema/grammar-check.ts';

/** The kept reads of the module (platform/kept-read.ts): each with the tables its statement reads beside the session. */

/** A page of the researcher’s grammar checks. (GET /api/grammar-check/search) */
export const GRAMMAR_CHECK_SEARCH_READ = declareKeptRead({ name: 'grammar-check-search', tables: [languageAssessments] });

/** One grammar check with its flagged passages. (GET /api/grammar-check/:identity) */
export const GRAMMAR_CHECK_DETAILS_READ = declareKeptRead({ name: 'grammar-check-details', tables: [languageAssessments] });

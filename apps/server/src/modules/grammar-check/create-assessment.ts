import { unlink } from 'node:fs/promises';
import path from 'node:path';
import {
  GRAMMAR_CHECK_ERROR,
  GRAMMAR_CHECK_EXTENSIONS,
  type TGrammarCheckCreateResponse,
  ZGrammarCheckCreateFields,
} from '@portal/domain/api/grammar-check';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TConfig } from '../../config.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueJob } from '../../platform/jobs.ts';
import { acceptUnderThrottle } from '../../platform/throttle.ts';
import { languageAssessments } from '../../schema/grammar-check.ts';
import { createFromUpload, type TUploadForm } from '../digital-documents/index.ts';
import { receiveFile } from '../files/index.ts';
import { assessmentViewOf } from './assessment-view.ts';
import type { TCaptcha } from './captcha.ts';
import { CHECK_GRAMMAR_JOB } from './jobs/check-grammar.ts';
import { type TGrammarRequester, visitorOwner } from './requester.ts';

/** Checks per address: a visitor's are few (each costs seconds of CPU), a researcher's more. */
const VISITOR_LIMIT = { limit: 5, windowMs: 3600_000 };
const RESEARCHER_LIMIT = { limit: 60, windowMs: 3600_000 };

export type TCreateDeps = {
  db: Db;
  config: Pick<TConfig, 'dataDir' | 'isSecureCookie' | 'allowsAnonymousLanguageAssessment' | 'featureFlags'>;
  captcha: TCaptcha;
} & Parameters<typeof createFromUpload>[0];

/**
 * POST /api/grammar-check/create: one .doc or .docx with the terms accepted (and, for a visitor when the
 * captcha flag is on, a solved proof-of-work challenge). The document pipeline checks, parses and stores the
 * file; its row and its check job are written in one transaction. A refused file leaves nothing behind.
 */
export async function createAssessment(
  deps: TCreateDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  requester: TGrammarRequester,
): Promise<TGrammarCheckCreateResponse> {
  const { db, config, captcha } = deps;
  if (requester.auth && !requester.auth.user.languageAssessmentEnabled) throw new AppError(403, GRAMMAR_CHECK_ERROR.disabled);
  if (!requester.auth && !config.allowsAnonymousLanguageAssessment) throw AppError.sessionInvalid();
  const limit = requester.auth ? RESEARCHER_LIMIT : VISITOR_LIMIT;
  const tooMany = () => new AppError(429, GRAMMAR_CHECK_ERROR.tooManyChecks);
  // The check counts against the address once its form was read and accepted, captcha included.
  const receive = ({ fields, isAllowed }: TUploadForm) =>
    acceptUnderThrottle(db, [{ key: `grammar-check:${request.ip}`, ...limit }], tooMany, async () => {
      const received = await receiveFile(request, path.join(config.dataDir, 'uploads-in-progress'), isAllowed, (name, value) => {
        fields[name] = value;
      });
      if (!requester.auth && config.featureFlags.captcha && !(await captcha.verify(fields.captchaResponse))) {
        await unlink(received.tempFilePath).catch(() => undefined);
        throw new AppError(400, GRAMMAR_CHECK_ERROR.captchaFailed);
      }
      return received;
    });
  const row = await createFromUpload(deps, {
    extensions: GRAMMAR_CHECK_EXTENSIONS,
    // The terms accepted: without them the file is not even read.
    checkFields: (fields) => {
      const parsed = ZGrammarCheckCreateFields.safeParse(fields);
      if (!parsed.success) throw new AppError(400, parsed.error.issues[0]?.message ?? GRAMMAR_CHECK_ERROR.termsNotAccepted);
    },
    receive,
    unreadable: GRAMMAR_CHECK_ERROR.unreadable,
    record: ({ upload, storedName }) => {
      const owner = requester.auth ? { userId: requester.auth.user.id } : visitorOwner(request, reply, config);
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(languageAssessments)
          .values({ ...owner, name: upload.fileName, storedName, size: upload.size, sha256: upload.sha256 })
          .returning();
        if (!inserted) throw new Error('language assessment not inserted');
        await enqueueJob(tx, CHECK_GRAMMAR_JOB, { assessmentId: inserted.id });
        return inserted;
      });
    },
  });
  return { languageAssessments: [assessmentViewOf(row)], error: null, jsonEncodedParams: null };
}

import {
  DIGITAL_EDIT_ERROR,
  DIGITAL_EDIT_EXTENSIONS,
  type TDigitalEditCreateResponse,
  ZDigitalEditCreateFields,
} from '@portal/domain/api/digital-edit';
import type { FastifyRequest } from 'fastify';
import type { TConfig } from '../../config.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { requireAuth } from '../../platform/sessions.ts';
import { createFromUpload, insertDigitalDocument } from '../digital-documents/index.ts';
import { activeEditingPurchase, digitalEditingAccess } from '../digital-purchases/index.ts';
import { receiveFileUnderThrottle } from '../files/index.ts';
import { editViewOf } from './edit-view.ts';
import { DIGITAL_EDIT_JOB } from './jobs/digital-edit.ts';

/** Edits per researcher an hour: each costs seconds of the grammar thread. */
const RESEARCHER_LIMIT = { limit: 30, windowMs: 3600_000 };

export type TCreateEditDeps = { db: Db; config: Pick<TConfig, 'dataDir'> } & Parameters<typeof createFromUpload>[0];

/**
 * POST /api/digital-edit/create: one .doc or .docx and the style of English. Without an active subscription
 * (paid, trial or group access) the call is refused before the file is read. The document pipeline checks,
 * parses and stores the file; its row and its edit job are written in one transaction, so a refused file
 * leaves nothing behind.
 */
export async function createEdit(deps: TCreateEditDeps, request: FastifyRequest): Promise<TDigitalEditCreateResponse> {
  const { db, config } = deps;
  const auth = requireAuth(request);
  // A subscription (paid or trial) names its purchase; a preferred group that gives digital editing has none.
  const [purchase, access] = await Promise.all([activeEditingPurchase(db, auth.user.id), digitalEditingAccess(db, auth.user.id)]);
  if (access === 'none') throw new AppError(403, DIGITAL_EDIT_ERROR.subscriptionRequired);
  let styleOfEnglish: 'british' | 'american' = 'british';
  const whenFull = () => new AppError(429, DIGITAL_EDIT_ERROR.tooMany);
  const rule = { key: `digital-edit:${auth.user.id}`, ...RESEARCHER_LIMIT, whenFull };
  const row = await createFromUpload(deps, {
    extensions: DIGITAL_EDIT_EXTENSIONS,
    // The style of English: without it the file is not even read.
    checkFields: (fields) => {
      const parsed = ZDigitalEditCreateFields.safeParse(fields);
      if (!parsed.success) throw new AppError(400, DIGITAL_EDIT_ERROR.styleRequired);
      styleOfEnglish = parsed.data.styleOfEnglish;
    },
    receive: (form) => receiveFileUnderThrottle(db, request, config.dataDir, rule, form),
    unreadable: DIGITAL_EDIT_ERROR.unreadable,
    record: (document) =>
      db.transaction((tx) =>
        insertDigitalDocument(
          tx,
          document,
          { userId: auth.user.id, kind: 'edit', purchaseId: purchase?.id ?? null, styleOfEnglish },
          DIGITAL_EDIT_JOB,
        ),
      ),
  });
  return { digitalEdits: [editViewOf(row)], error: null };
}

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DIGITAL_EDIT_ERROR } from '@portal/domain/api/digital-edit';
import { DIGITAL_TRANSLATION_ERROR } from '@portal/domain/api/digital-translation';
import { GRAMMAR_CHECK_ERROR } from '@portal/domain/api/grammar-check';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories.ts';
import { legacyDoc, loopingSectorChainDoc } from '../../../test/fixtures/files/legacy-doc.ts';
import { openOrderForm, sendToolUpload, uploadFile } from '../../../test/fixtures/files/upload-requests.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import type { TApp } from '../../app.ts';
import { createLocalDiskStorage } from '../../integrations/storage/local-disk-storage.ts';
import { enqueueJob } from '../../platform/jobs.ts';
import { languageAssessments } from '../../schema/grammar-check.ts';
import { orderFormFiles } from '../../schema/order-form.ts';
import { grantDigitalPurchase } from '../digital-purchases/access.ts';
import { CHECK_GRAMMAR_JOB } from '../grammar-check/jobs/check-grammar.ts';

/**
 * A .doc whose sector chain loops once aborted V8 in whatever process read it, and that was the server's:
 * through the grammar check (a visitor's upload), a translation's word count, digital editing and the
 * order form's analysis. Now every reader of uploaded bytes runs in a parse pool's process: this test's
 * process is the server's, so before that change it did not live to see its own result.
 */
describe.each(BACKENDS)('a .doc whose sector chain loops, on %s', (backend) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'poison-documents-'));
  const t = withTestApp(backend, { DATA_DIR: dataDir });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const sendWordDocument = (app: TApp, session: string, url: string, fields: Record<string, string>, content: Buffer) =>
    sendToolUpload(app, session, url, fields, { fileName: 'paper.doc', content });

  it('is refused by every automated tool with its unreadable message, and the server goes on answering', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    await grantDigitalPurchase(t.db, { userId: user.id, type: 'editing' });
    await grantDigitalPurchase(t.db, { userId: user.id, type: 'translation', uses: 5 });
    const poison = loopingSectorChainDoc();
    const answers = [
      await sendWordDocument(t.app, session, '/api/grammar-check/create', { terms: 'true' }, poison),
      await sendWordDocument(t.app, session, '/api/digital-edit/create', { styleOfEnglish: 'british' }, poison),
      await sendWordDocument(t.app, session, '/api/digital-order/create', { language: 'spanish-to-english' }, poison),
    ].map((response) => [response.statusCode, response.json().error]);
    expect(answers).toEqual([
      [422, GRAMMAR_CHECK_ERROR.unreadable],
      [422, DIGITAL_EDIT_ERROR.unreadable],
      [422, DIGITAL_TRANSLATION_ERROR.unreadable],
    ]);
    expect((await inject(t.app, { url: '/api/account', session })).statusCode).toBe(200);
    // A readable .doc still goes through.
    const readable = await sendWordDocument(
      t.app,
      session,
      '/api/grammar-check/create',
      { terms: 'true' },
      legacyDoc(['The results was significant in every sample we measured.']),
    );
    expect(readable.statusCode, readable.body).toBe(200);
  });

  it('is kept by the order form for the editors, its analysis failed (the words are asked for) and the server alive', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const { identity, requester } = await openOrderForm(t.app, { session });
    const response = await uploadFile(t.app, identity, requester, 'main', 'paper.doc', loopingSectorChainDoc());
    expect(response.statusCode, response.body).toBe(200);
    await t.app.jobs.drain();
    const [file] = await t.db.select().from(orderFormFiles).where(eq(orderFormFiles.originalName, 'paper.doc'));
    expect(file).toMatchObject({ analysisStatus: 'failed', wordCount: null });
  });

  it('fails a stored check of it (a file accepted before the upload read .doc) with the failure message, once', async () => {
    const { user } = await createSignedInUser(t.app, t.db);
    const storage = createLocalDiskStorage(path.join(dataDir, 'files'));
    const storedName = await storage.put(loopingSectorChainDoc());
    const [row] = await t.db
      .insert(languageAssessments)
      .values({ userId: user.id, name: 'stored.doc', storedName, size: 1, sha256: 'x' })
      .returning();
    if (!row) throw new Error('no assessment');
    await enqueueJob(t.db, CHECK_GRAMMAR_JOB, { assessmentId: row.id });
    await t.app.jobs.drain();
    const [after] = await t.db.select().from(languageAssessments).where(eq(languageAssessments.id, row.id));
    expect(after).toMatchObject({ status: 'failed', failure: GRAMMAR_CHECK_ERROR.failure });
  });
});

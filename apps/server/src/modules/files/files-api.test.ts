import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ZDocumentDetailsResponse, ZOrderFormResponse, ZUploadResponse } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories.ts';
import {
  buildDocx,
  buildDocxWith,
  buildZip,
  englishText,
  PNG_BYTES,
  withMainPartAt,
} from '../../../test/fixtures/files/build-zip.ts';
import { openOrderForm, postMultipart, type TRequester, uploadFile } from '../../../test/fixtures/files/upload-requests.ts';
import { inject } from '../../../test/http.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { orderFormFiles } from '../../schema/order-form.ts';

const MiB = 1024 ** 2;
const CHINESE_PARAGRAPH = '我们在不同温度下测量了样品的导热系数。结果表明，新合金的导热性能远优于参比材料。';

/** Every file under the storage folder. */
function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'files');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

describe.each(BACKENDS)('uploading, analysing and downloading files on %s', (backend) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'files-api-'));
  const t = withTestApp(backend, { DATA_DIR: dataDir });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function researcher() {
    const { session } = await createSignedInUser(t.app, t.db);
    return openOrderForm(t.app, { session });
  }

  const documentDetails = async (identity: string, requester: TRequester) =>
    ZDocumentDetailsResponse.parse(
      (await inject(t.app, { url: `/api/order-form/${identity}/document-details`, ...requester })).json(),
    );

  it('stores a .docx manuscript, answers the file and the order, and counts its words in the background', async () => {
    const { identity, requester } = await researcher();
    const response = await uploadFile(
      t.app,
      identity,
      requester,
      'main',
      'Thermal study.docx',
      await buildDocx(englishText(5000)),
    );
    expect(response.statusCode).toBe(200);
    const { file, order } = ZUploadResponse.parse(response.json());
    expect(file).toMatchObject({ name: 'Thermal study.docx', kind: 'main', expired: false, wordCount: null });
    expect(order.manuscripts.main.map((f) => f.identity)).toContain(file.identity);
    expect(await documentDetails(identity, requester)).toEqual({
      documentDetailsReceived: false,
      manuscriptLanguageId: null,
      wordCount: null,
    });

    await t.app.jobs.drain();
    expect(await documentDetails(identity, requester)).toEqual({
      documentDetailsReceived: true,
      manuscriptLanguageId: 1,
      wordCount: 5000,
    });
    const loaded = await inject(t.app, { url: `/api/order-form/${identity}/load`, ...requester });
    expect(loaded.json().order).toMatchObject({ calculatedWordCount: 5000, detectedLanguageId: 1 });
  });

  it('stores a .docx whose main part is word/document2.xml (found through _rels/.rels) and counts its words', async () => {
    const { identity, requester } = await researcher();
    const moved = await withMainPartAt(await buildDocx(englishText(3000)), 'word/document2.xml');
    const response = await uploadFile(t.app, identity, requester, 'main', 'Online.docx', moved);
    expect(response.statusCode, response.body).toBe(200);
    expect(ZUploadResponse.parse(response.json()).file).toMatchObject({ name: 'Online.docx', kind: 'main' });
    await t.app.jobs.drain();
    expect(await documentDetails(identity, requester)).toEqual({
      documentDetailsReceived: true,
      manuscriptLanguageId: 1,
      wordCount: 3000,
    });
  });

  it('counts a Chinese manuscript character by character and recognises Chinese', async () => {
    const { identity, requester } = await researcher();
    const response = await uploadFile(t.app, identity, requester, 'main', '论文.docx', await buildDocx([CHINESE_PARAGRAPH]));
    expect(response.statusCode).toBe(200);
    expect(ZUploadResponse.parse(response.json()).file.name).toBe('论文.docx');
    await t.app.jobs.drain();
    expect(await documentDetails(identity, requester)).toEqual({
      documentDetailsReceived: true,
      manuscriptLanguageId: 2,
      wordCount: 37,
    });
  });

  it('accepts a figure without analysing it', async () => {
    const { identity, requester } = await researcher();
    const response = await uploadFile(t.app, identity, requester, 'figure', 'figure-1.png', PNG_BYTES);
    expect(response.statusCode).toBe(200);
    expect(ZUploadResponse.parse(response.json()).order.manuscripts.figures).toHaveLength(1);
    expect(await documentDetails(identity, requester)).toMatchObject({ documentDetailsReceived: false });
  });

  describe('refuses, storing nothing,', () => {
    async function expectRefused(kind: string, fileName: string, content: Buffer, status: number, error: string) {
      const { identity, requester } = await researcher();
      const before = storedFiles(dataDir).length;
      const response = await uploadFile(t.app, identity, requester, kind, fileName, content);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ error });
      expect(storedFiles(dataDir)).toHaveLength(before);
      const loaded = await inject(t.app, { url: `/api/order-form/${identity}/load`, ...requester });
      expect(loaded.json().order.manuscripts.main).toEqual([]);
    }

    it('an empty file', () => expectRefused('main', 'empty.docx', Buffer.alloc(0), 400, 'file-empty'));

    it('a type the kind does not allow', () => expectRefused('figure', 'figure.docx', PNG_BYTES, 415, 'file-type-not-allowed'));

    it('a file without an extension', () =>
      expectRefused('main', 'manuscript', Buffer.from('words'), 415, 'file-type-not-allowed'));

    it('a PNG named .docx', () => expectRefused('main', 'paper.docx', PNG_BYTES, 422, 'file-content-mismatch'));

    it('a zip bomb named .docx', async () => {
      const bomb = await buildDocxWith([{ name: 'word/media/image1.bin', content: Buffer.alloc(30 * MiB) }]);
      await expectRefused('main', 'paper.docx', bomb, 422, 'file-archive-invalid');
    });

    it('a .docx without a Word document inside', async () => {
      const zip = await buildDocxWith([]);
      const withoutDocument = Buffer.from(zip.toString('latin1').replaceAll('word/document.xml', 'word/elsewhere.xml'), 'latin1');
      await expectRefused('main', 'paper.docx', withoutDocument, 422, 'file-archive-invalid');
    });

    it('a .docx whose main part relationship leaves the package or names no part', async () => {
      const plain = await buildDocx(['Hello world']);
      for (const target of ['../word/document2.xml', 'word/document3.xml']) {
        await expectRefused(
          'main',
          'paper.docx',
          await withMainPartAt(plain, 'word/document2.xml', target),
          422,
          'file-archive-invalid',
        );
      }
    });

    it('an unknown kind', () => expectRefused('cover-art', 'paper.docx', PNG_BYTES, 400, 'file-kind-invalid'));
  });

  it('refuses a file sent before its kind', async () => {
    const { identity, requester } = await researcher();
    const response = await postMultipart(
      t.app,
      `/api/order-form/${identity}/files`,
      [
        { name: 'file', fileName: 'paper.txt', content: Buffer.from('Some words') },
        { name: 'kind', value: 'main' },
      ],
      requester,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'file-kind-invalid' });
  });

  it('refuses a JSON body', async () => {
    const { identity, requester } = await researcher();
    const response = await inject(t.app, {
      method: 'POST',
      url: `/api/order-form/${identity}/files`,
      body: { kind: 'main' },
      ...requester,
    });
    expect(response.statusCode).toBe(415);
  });

  it("answers 404 for another researcher's order form, and for a visitor without its cookie", async () => {
    const owner = await researcher();
    const other = await createSignedInUser(t.app, t.db);
    const docx = await buildDocx(['Hello there, this is a manuscript.']);
    expect((await uploadFile(t.app, owner.identity, { session: other.session }, 'main', 'a.docx', docx)).statusCode).toBe(404);
    expect((await uploadFile(t.app, owner.identity, {}, 'main', 'a.docx', docx)).statusCode).toBe(404);
    expect(
      (await inject(t.app, { url: `/api/order-form/${owner.identity}/document-details`, session: other.session })).statusCode,
    ).toBe(404);
  });

  it('lets a visitor upload and download with the order-form cookie', async () => {
    const { identity, requester } = await openOrderForm(t.app);
    const response = await uploadFile(
      t.app,
      identity,
      requester,
      'main',
      'visitor.txt',
      Buffer.from('A short manuscript by a visitor.'),
    );
    expect(response.statusCode).toBe(200);
    const { file } = ZUploadResponse.parse(response.json());
    const download = await inject(t.app, { url: `/api/file/${file.identity}/download`, ...requester });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('A short manuscript by a visitor.');
  });

  it('downloads the original with its name, only for its owner; an expired file is gone', async () => {
    const { identity, requester } = await researcher();
    const docx = await buildDocx(['The original bytes.']);
    const { file } = ZUploadResponse.parse((await uploadFile(t.app, identity, requester, 'main', '论文 v2.docx', docx)).json());

    const download = await inject(t.app, { url: `/api/file/${file.identity}/download`, ...requester });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(docx)).toBe(true);
    expect(download.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="__ v2.docx"; filename*=UTF-8''%E8%AE%BA%E6%96%87%20v2.docx`,
    );

    const other = await createSignedInUser(t.app, t.db);
    expect((await inject(t.app, { url: `/api/file/${file.identity}/download`, session: other.session })).statusCode).toBe(404);
    expect((await inject(t.app, { url: `/api/file/${file.identity}/download` })).statusCode).toBe(404);
    expect((await inject(t.app, { url: '/api/file/not-a-uuid/download', ...requester })).statusCode).toBe(404);

    await t.db.update(orderFormFiles).set({ expired: true }).where(eq(orderFormFiles.identity, file.identity));
    const expired = await inject(t.app, { url: `/api/file/${file.identity}/download`, ...requester });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ error: 'file-expired' });
  });

  it('deletes a file from the form and from storage', async () => {
    const { identity, requester } = await researcher();
    const { file } = ZUploadResponse.parse((await uploadFile(t.app, identity, requester, 'figure', 'fig.png', PNG_BYTES)).json());
    const before = storedFiles(dataDir).length;

    const other = await createSignedInUser(t.app, t.db);
    const url = `/api/order-form/${identity}/files/${file.identity}`;
    expect((await inject(t.app, { method: 'DELETE', url, session: other.session })).statusCode).toBe(404);

    const response = await inject(t.app, { method: 'DELETE', url, ...requester });
    expect(response.statusCode).toBe(200);
    expect(ZOrderFormResponse.parse(response.json()).order.manuscripts.figures).toEqual([]);
    expect(storedFiles(dataDir)).toHaveLength(before - 1);
    expect((await inject(t.app, { url: `/api/file/${file.identity}/download`, ...requester })).statusCode).toBe(404);
    expect((await inject(t.app, { method: 'DELETE', url, ...requester })).statusCode).toBe(404);
  });

  it('leaves a manuscript it cannot read to the manual form', async () => {
    const { identity, requester } = await researcher();
    const broken = await buildZip([{ name: 'word/document.xml', content: '<w:document><w:body><w:p>' }]);
    expect((await uploadFile(t.app, identity, requester, 'main', 'broken.docx', broken)).statusCode).toBe(200);
    await t.app.jobs.drain();
    expect(await documentDetails(identity, requester)).toEqual({
      documentDetailsReceived: false,
      manuscriptLanguageId: null,
      wordCount: null,
    });
  });
});

describe('the upload size limit', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'files-limit-'));
  const t = withTestApp('pglite', { DATA_DIR: dataDir, MAX_UPLOAD_BYTES: '4096' });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a file over MAX_UPLOAD_BYTES with 413 and stores nothing', async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const { identity, requester } = await openOrderForm(t.app, { session });
    const response = await uploadFile(t.app, identity, requester, 'main', 'long.txt', Buffer.alloc(5000, 'a'));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'file-too-large' });
    expect(storedFiles(dataDir)).toEqual([]);
    const accepted = await uploadFile(t.app, identity, requester, 'main', 'short.txt', Buffer.alloc(4000, 'a'));
    expect(accepted.statusCode).toBe(200);
  });
});

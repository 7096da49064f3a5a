import { afterAll, describe, expect, it } from 'vitest';
import { buildDocx, buildZip, englishText } from '../../../test/fixtures/files/build-zip.ts';
import { closeParsePools, parsePool } from '../../platform/parse-pool/shared-pools.ts';
import { createDocumentAnalyser } from './document-analyser.ts';

const analyser = createDocumentAnalyser();
afterAll(() => closeParsePools());

describe('the document analysis in the parse pool', () => {
  it('analyses documents in a process of its own', async () => {
    const started = parsePool('documents').started;
    const [first, second] = await Promise.all([
      analyser.analyse('first.docx', await buildDocx(englishText(300))),
      analyser.analyse('second.docx', await buildDocx(['我们在不同温度下测量了样品的导热系数。结果表明新合金的导热性能更好。'])),
    ]);
    expect(first).toEqual({ wordCount: 300, languageIso: 'en' });
    expect(second).toEqual({ wordCount: 32, languageIso: 'zh' });
    expect(parsePool('documents').started).toBeGreaterThan(started);
  });

  it('answers null for a document it cannot parse, and keeps working', async () => {
    const broken = await buildZip([{ name: 'word/document.xml', content: '<w:document><unclosed' }]);
    expect(await analyser.analyse('broken.docx', broken)).toBeNull();
    expect(await analyser.analyse('after.docx', await buildDocx(['One two three four five six seven eight']))).toMatchObject({
      wordCount: 8,
    });
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { createDocumentAnalyser } from './document-analyser.ts';
import { buildDocx, buildZip, englishText } from './fixtures/build-zip.ts';

const silent = { warn: () => undefined };
const analyser = createDocumentAnalyser(silent);
afterAll(() => analyser.close());

describe('the document analysis thread', () => {
  it('analyses documents one after another on its own thread', async () => {
    const [first, second] = await Promise.all([
      analyser.analyse('first.docx', await buildDocx(englishText(300))),
      analyser.analyse('second.docx', await buildDocx(['我们在不同温度下测量了样品的导热系数。结果表明新合金的导热性能更好。'])),
    ]);
    expect(first).toEqual({ wordCount: 300, languageIso: 'en' });
    expect(second).toEqual({ wordCount: 32, languageIso: 'zh' });
  });

  it('answers null for a document it cannot parse, and keeps working', async () => {
    const broken = await buildZip([{ name: 'word/document.xml', content: '<w:document><unclosed' }]);
    expect(await analyser.analyse('broken.docx', broken)).toBeNull();
    expect(await analyser.analyse('after.docx', await buildDocx(['One two three four five six seven eight']))).toMatchObject({
      wordCount: 8,
    });
  });

  it('gives up on a document that takes longer than its time limit', async () => {
    const impatient = createDocumentAnalyser(silent, { timeoutMs: 1, maxHeapMb: 256 });
    try {
      expect(await impatient.analyse('slow.docx', await buildDocx(englishText(50_000)))).toBeNull();
    } finally {
      await impatient.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { buildDocx, englishText } from '../../../test/fixtures/files/build-zip.ts';
import { analyseDocument } from './document-analysis.ts';

describe('analysing a manuscript', () => {
  it('counts the words of an English .docx and recognises English', async () => {
    const docx = await buildDocx(englishText(5000));
    expect(await analyseDocument('paper.docx', docx)).toEqual({ wordCount: 5000, languageIso: 'en' });
  });

  it('counts each character of a Chinese .docx as a word and recognises Chinese', async () => {
    const docx = await buildDocx(['机器学习的新方法', '我们提出了一种新方法。']);
    expect(await analyseDocument('论文.docx', docx)).toEqual({ wordCount: 18, languageIso: 'zh' });
  });

  it('reads a Japanese .docx', async () => {
    const docx = await buildDocx(['試料の熱伝導率を複数の温度で測定した。その結果、新しい合金は優れた熱伝導性を示した。']);
    expect(await analyseDocument('論文.docx', docx)).toMatchObject({ languageIso: 'ja' });
  });

  it('reads a UTF-8 plain-text manuscript', async () => {
    const text = Buffer.from(englishText(120).join('\n\n'), 'utf8');
    expect(await analyseDocument('paper.txt', text)).toEqual({ wordCount: 120, languageIso: 'en' });
  });

  it('leaves formats it cannot read to the researcher', async () => {
    expect(await analyseDocument('paper.pdf', Buffer.from('%PDF-1.7'))).toBeNull();
  });
});

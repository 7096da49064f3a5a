import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDisposition } from '../../platform/content-disposition.ts';
import { cleanFileName, removeStaleUploads } from './receive-upload.ts';

describe('download file names', () => {
  it('gives an ASCII name as it is', () => {
    expect(contentDisposition('attachment', 'paper v2.docx')).toBe(
      `attachment; filename="paper v2.docx"; filename*=UTF-8''paper%20v2.docx`,
    );
  });

  it('encodes a Chinese or accented name for browsers and gives old clients a readable fallback', () => {
    expect(contentDisposition('attachment', '论文 final.docx')).toBe(
      `attachment; filename="__ final.docx"; filename*=UTF-8''%E8%AE%BA%E6%96%87%20final.docx`,
    );
    expect(contentDisposition('inline', "Análise (v1)'s.pdf")).toBe(
      `inline; filename="An_lise (v1)'s.pdf"; filename*=UTF-8''An%C3%A1lise%20%28v1%29%27s.pdf`,
    );
  });

  it('cannot be used to break out of the header', () => {
    const header = contentDisposition('attachment', 'a"\r\nSet-Cookie: x=1.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.startsWith('attachment; filename="a_Set-Cookie: x=1.pdf"')).toBe(true);
  });
});

describe('client file names', () => {
  it('keep only the last segment of a path', () => {
    expect(cleanFileName('C:\\Users\\ada\\thesis.docx')).toBe('thesis.docx');
    expect(cleanFileName('../../etc/passwd.txt')).toBe('passwd.txt');
  });

  it('lose control characters and are cut to 255 characters, keeping the extension', () => {
    expect(cleanFileName('pa\u0000per\u202e.docx')).toBe('paper.docx');
    const long = cleanFileName(`${'x'.repeat(400)}.docx`);
    expect(long.length).toBeLessThanOrEqual(255);
    expect(long.endsWith('.docx')).toBe(true);
  });
});

describe('temporary uploads', () => {
  it('are removed after a day, while recent ones stay', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'uploads-'));
    try {
      await writeFile(path.join(dir, 'old.upload'), 'x');
      await writeFile(path.join(dir, 'recent.upload'), 'x');
      const dayAgo = new Date(Date.now() - 25 * 3600 * 1000);
      await utimes(path.join(dir, 'old.upload'), dayAgo, dayAgo);
      expect(await removeStaleUploads(dir)).toBe(1);
      expect(await readdir(dir)).toEqual(['recent.upload']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

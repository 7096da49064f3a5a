import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { REPO_ROOT } from './server.ts';

/**
 * Manuscripts for the order-form journeys, generated at test time (nothing binary is committed):
 * a minimal .docx (the three OOXML parts Word and mammoth need) zipped by hand with node:zlib.
 */

export const FIXTURES_DIR = path.join(REPO_ROOT, 'e2e/fixtures/generated');

// ---------------------------------------------------------------------------------------------
// English prose: grammatical sentences from a seeded generator, so that the text is varied enough
// for language detection (trigram statistics) and the word count is exact.

const SUBJECTS = [
  'The research team',
  'Our laboratory',
  'Each participant',
  'The control group',
  'This study',
  'The new model',
  'A second experiment',
  'The field survey',
  'Most of the samples',
  'The analysis of variance',
  'The principal investigator',
  'Several earlier reports',
  'The regional hospital',
  'A small pilot study',
  'The statistical software',
];
const VERBS = [
  'measured',
  'compared',
  'described',
  'confirmed',
  'examined',
  'predicted',
  'recorded',
  'revealed',
  'questioned',
  'supported',
  'estimated',
  'followed',
  'explained',
  'reviewed',
  'improved',
];
const OBJECTS = [
  'the growth of young plants',
  'the response of the immune system',
  'the temperature of the water',
  'the behaviour of small animals',
  'the quality of the drinking water',
  'the strength of the new material',
  'the effect of the treatment',
  'the number of hospital visits',
  'the structure of the protein',
  'the speed of the chemical reaction',
  'the health of older adults',
  'the yield of the wheat harvest',
  'the opinions of local teachers',
  'the cost of the public service',
  'the movement of the river sediment',
];
const ADVERBIALS = [
  'over a period of three years',
  'in the northern part of the country',
  'with great care and patience',
  'before the end of the summer',
  'under carefully controlled conditions',
  'across several different regions',
  'during the first week of the trial',
  'for every group in the sample',
  'at the start of each session',
  'without any serious problems',
  'in close cooperation with the city',
  'after the second round of tests',
];
const CONNECTORS = [
  'However,',
  'In addition,',
  'As expected,',
  'Surprisingly,',
  'Therefore,',
  'Meanwhile,',
  'Finally,',
  'Overall,',
];

/** A small deterministic generator (mulberry32), so a fixture is the same on every run. */
function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Exactly `words` words of English prose in paragraphs of a few sentences (every word has letters). */
export function englishParagraphs(words: number, seed = 2026): string[] {
  const random = randomSource(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const tokens: string[] = [];
  const sentenceEnds = new Set<number>();
  while (tokens.length < words) {
    const subject = pick(SUBJECTS);
    const parts = [subject, pick(VERBS), pick(OBJECTS), pick(ADVERBIALS)];
    if (random() < 0.35) parts.splice(0, 1, pick(CONNECTORS), subject.charAt(0).toLowerCase() + subject.slice(1));
    const sentence = `${parts.join(' ')}.`;
    tokens.push(...sentence.split(' '));
    sentenceEnds.add(tokens.length);
  }
  tokens.length = words;
  // Close the last (possibly cut) sentence, then cut paragraphs every six sentences.
  tokens[words - 1] = `${(tokens[words - 1] ?? 'end').replace(/[.,]$/, '')}.`;
  const paragraphs: string[] = [];
  let start = 0;
  let sentences = 0;
  for (let i = 1; i <= words; i += 1) {
    if (sentenceEnds.has(i) || i === words) sentences += 1;
    if ((sentences === 6 && sentenceEnds.has(i)) || i === words) {
      paragraphs.push(tokens.slice(start, i).join(' '));
      start = i;
      sentences = 0;
    }
  }
  return paragraphs;
}

/** The words in a text, counted as the server counts them: space-separated runs with a letter or digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((run) => /[\p{L}\p{N}]/u.test(run)).length;
}

// ---------------------------------------------------------------------------------------------
// A zip archive (deflate) with the local headers, central directory and end record.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export function buildZip(entries: readonly { name: string; content: string | Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = typeof entry.content === 'string' ? Buffer.from(entry.content, 'utf8') : entry.content;
    const compressed = deflateRawSync(data);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0, 10); // time
    local.writeUInt16LE(0x21, 12); // date: 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt16LE(20, 6); // needed
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const escapeXml = (text: string) => text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c);

/**
 * A minimal .docx, one paragraph per string. `mediaBytes` adds an incompressible part of that size (as an
 * embedded figure would), for journeys that need an upload big enough to watch its progress.
 */
export function buildDocx(paragraphs: readonly string[], options: { mediaBytes?: number } = {}): Buffer {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(p)}</w:t></w:r></w:p>`).join('');
  return buildZip([
    {
      name: '[Content_Types].xml',
      content:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      content:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    },
    {
      name: 'word/document.xml',
      content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
    },
    ...(options.mediaBytes ? [{ name: 'word/media/figure1.bin', content: randomBytes(options.mediaBytes) }] : []),
  ]);
}

/** Writes an English manuscript of exactly `words` words to e2e/fixtures/generated/<name> and returns its path. */
export async function writeEnglishManuscript(name: string, words: number): Promise<string> {
  const paragraphs = englishParagraphs(words);
  const counted = countWords(paragraphs.join('\n'));
  if (counted !== words) throw new Error(`the generated manuscript has ${counted} words, not ${words}`);
  await mkdir(FIXTURES_DIR, { recursive: true });
  const file = path.join(FIXTURES_DIR, name);
  await writeFile(file, buildDocx(paragraphs));
  return file;
}

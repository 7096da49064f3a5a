import type { TStyleOfEnglish } from '@portal/domain/api/digital-purchases';
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import { extractLegacyDoc } from '../../../platform/documents/compound-file.ts';
import { readPackage, writePackage } from '../../../platform/documents/docx-package.ts';
import { mainPartOf, packagePartsOf, relatedParts } from '../../../platform/documents/docx-relationships.ts';
import { countWords } from '../../../platform/documents/word-count.ts';
import {
  isProse,
  isReferencesHeading,
  lintEach,
  normaliseParagraph,
  type TLintParagraph,
  wordFrequency,
} from '../../language-engine/index.ts';
import { correctionsOf } from './corrections.ts';
import { newDocx } from './new-docx.ts';
import {
  highestId,
  paragraphsOf,
  readParagraph,
  type TParagraphText,
  type TRevisionStamp,
  writeTrackedChanges,
} from './tracked-changes.ts';

export type TEditOptions = {
  style: TStyleOfEnglish;
  /** The researcher's locked terms: never changed. */
  lockedTerms: readonly string[];
  /** The tracked changes' date; now by default. */
  date?: Date;
};

export type TEditResult = { content: Buffer; changeCount: number; wordCount: number };

/** A document the edit cannot read (not a zip, broken XML, no main part); the edit fails rather than retries. */
export class UneditableDocumentError extends Error {}

/**
 * The types of the main part's relationships whose parts the edit corrects after the main part, in reading
 * order; headers, comments and every other entry stay as they are.
 */
const EDITED_NOTES = ['footnotes', 'endnotes'];

function parseXml(name: string, bytes: Buffer): Document {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const fail = (message: string) => {
    throw new UneditableDocumentError(`${name}: ${message}`);
  };
  const document = new DOMParser({ errorHandler: { warning: () => undefined, error: fail, fatalError: fail } }).parseFromString(
    text,
    'text/xml',
  );
  if (!document.documentElement) fail('no root element');
  return document;
}

/**
 * The paragraphs a digital edit corrects: prose only (not equations, rows of figures, captions), and nothing in
 * the references section of the body (from a "References" heading to the next heading).
 */
function editableParagraphs(document: Document, isBody: boolean): TParagraphText[] {
  const readings: TParagraphText[] = [];
  let inReferences = false;
  for (const paragraph of paragraphsOf(document)) {
    const reading = readParagraph(paragraph);
    if (!reading) continue;
    const normalised = normaliseParagraph(reading.text);
    if (isBody && isReferencesHeading(normalised)) {
      inReferences = true;
      continue;
    }
    if (reading.kind === 'heading') inReferences = false;
    if (inReferences || !isProse(normalised, reading.kind === 'list' ? 'paragraph' : reading.kind)) continue;
    readings.push(reading);
  }
  return readings;
}

/**
 * A .docx's entries and its parsed prose parts: the main part (found through `_rels/.rels`, docx-relationships.ts)
 * first, then its footnotes and endnotes (through its own relationships), each named as stored so that the edit
 * is written back to the same parts; UneditableDocumentError when it cannot be read.
 */
export async function readEditedParts(content: Buffer) {
  let entries: Awaited<ReturnType<typeof readPackage>>;
  try {
    entries = await readPackage(content);
  } catch (error) {
    throw new UneditableDocumentError(error instanceof Error ? error.message : 'not a zip package');
  }
  const packageParts = packagePartsOf(entries);
  const main = mainPartOf(packageParts);
  if (main === null) throw new UneditableDocumentError('no main document part');
  const names = new Set([main, ...EDITED_NOTES.flatMap((type) => relatedParts(packageParts, main, type).slice(0, 1))]);
  const parts = [...names].flatMap((name) => {
    const entry = entries.find((candidate) => candidate.name === name && !candidate.isDirectory);
    return entry ? [{ name, isBody: name === main, document: parseXml(name, entry.content) }] : [];
  });
  return { entries, parts };
}

export const revisionDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * Edits a .docx in place: its prose is linted (harper, through `lint`) and spelled in the chosen style, and
 * every correction is written into the original XML as a tracked change by "Digital Editing". Only the
 * corrected parts are rewritten; every other entry of the package is copied as it was.
 */
export async function editDocx(content: Buffer, options: TEditOptions, lint: TLintParagraph): Promise<TEditResult> {
  const { entries, parts } = await readEditedParts(content);

  let id = Math.max(...parts.map((part) => highestId(part.document)));
  const stamp: TRevisionStamp = { nextId: () => ++id, date: revisionDate(options.date ?? new Date()) };
  const readings = parts.map((part) => ({
    ...part,
    paragraphs: editableParagraphs(part.document, part.isBody),
  }));
  const frequency = wordFrequency(readings.flatMap((part) => part.paragraphs.map(({ text }) => ({ text }))));

  let changeCount = 0;
  let wordCount = 0;
  const replaced = new Map<string, Buffer>();
  const lints = await lintEach(
    lint,
    readings.flatMap((part) => part.paragraphs.map(({ text }) => text)),
  );
  let paragraphIndex = 0;
  for (const part of readings) {
    let partChanges = 0;
    for (const reading of part.paragraphs) {
      wordCount += countWords(reading.text);
      const corrections = correctionsOf(reading.text, lints[paragraphIndex++] ?? [], {
        style: options.style,
        lockedTerms: options.lockedTerms,
        frequency,
        fixed: reading.fixed,
      });
      partChanges += writeTrackedChanges(part.document, reading.paragraph, corrections, stamp);
    }
    if (partChanges > 0) replaced.set(part.name, Buffer.from(new XMLSerializer().serializeToString(part.document), 'utf8'));
    changeCount += partChanges;
  }
  return { content: await writePackage(entries, replaced), changeCount, wordCount };
}

/** A legacy .doc's paragraphs (body, then footnotes) in a new .docx, which the edit then writes into. */
export async function legacyDocAsDocx(content: Buffer): Promise<Buffer> {
  let paragraphs: string[];
  try {
    const document = await extractLegacyDoc(content);
    paragraphs = [document.getBody(), document.getFootnotes()]
      .join('\n')
      .split(/\r?\n|\r/)
      .map((line) => line.trimEnd())
      .filter((line) => line.trim() !== '');
  } catch (error) {
    throw new UneditableDocumentError(error instanceof Error ? error.message : 'unreadable .doc');
  }
  return newDocx(paragraphs);
}

/** A legacy .doc, edited as a new .docx of its paragraphs. */
export async function editLegacyDoc(content: Buffer, options: TEditOptions, lint: TLintParagraph): Promise<TEditResult> {
  return editDocx(await legacyDocAsDocx(content), options, lint);
}

/** Edits an uploaded manuscript by its extension; a .doc comes back as a new .docx. */
export function editDocument(
  fileName: string,
  content: Buffer,
  options: TEditOptions,
  lint: TLintParagraph,
): Promise<TEditResult> {
  return /\.doc$/i.test(fileName) ? editLegacyDoc(content, options, lint) : editDocx(content, options, lint);
}

/** The name of the edited file: "<name> (edited).docx". */
export function editedFileName(name: string): string {
  return `${name.replace(/\.docx?$/i, '')} (edited).docx`;
}

import type { TSuggestion } from '@portal/domain/api/grammar-check';
import { XMLSerializer } from '@xmldom/xmldom';
import { writePackage } from '../../../platform/documents/docx-package.ts';
import type { TCorrection } from './corrections.ts';
import { legacyDocAsDocx, readEditedParts, revisionDate } from './edit-document.ts';
import { highestId, paragraphsOf, readParagraph, type TRevisionStamp, writeTrackedChanges } from './tracked-changes.ts';

/**
 * A change the researcher chose on the grammar report: the suggestion, and where it goes as the report read the
 * manuscript (the sentence around it, normalised, and the flagged words' place in that sentence).
 */
export type TChosenChange = { context: string; at: number; flagged: string; suggestion: TSuggestion };

/** A text without its white space, with the index in the text of each character kept. */
function squeezed(text: string): { text: string; index: number[] } {
  const index: number[] = [];
  let kept = '';
  for (let at = 0; at < text.length; at += 1) {
    if (/\s/.test(text[at] ?? '')) continue;
    kept += text[at];
    index.push(at);
  }
  return { text: kept, index };
}

const squeeze = (text: string) => text.replace(/\s+/g, '');

/**
 * Where the chosen words are in a paragraph's raw text, or null. The report's text was normalised (spaces,
 * citations, list markers), so the words are found with white space ignored: with the sentence around them on
 * both sides, then with less of it, then with one side only (a citation taken out on the other).
 */
function locate(raw: { text: string; index: number[] }, change: TChosenChange): { start: number; end: number } | null {
  const flagged = squeeze(change.flagged);
  if (!flagged) return null;
  const beforeOf = (reach: number) => squeeze(change.context.slice(Math.max(0, change.at - reach), change.at));
  const afterOf = (reach: number) => squeeze(change.context.slice(change.at + change.flagged.length).slice(0, reach));
  const windows: [string, string][] = [
    ...[60, 20, 8].map((reach): [string, string] => [beforeOf(reach), afterOf(reach)]),
    ...[20, 8].flatMap((reach): [string, string][] => [
      [beforeOf(reach), ''],
      ['', afterOf(reach)],
    ]),
  ];
  for (const [before, after] of windows) {
    // One side alone must say something: the flagged words by themselves could be anywhere.
    if (before.length + after.length < 4) continue;
    const found = raw.text.indexOf(before + flagged + after);
    if (found < 0) continue;
    const first = found + before.length;
    const start = raw.index[first];
    const last = raw.index[first + flagged.length - 1];
    if (start === undefined || last === undefined) return null;
    return { start, end: last + 1 };
  }
  return null;
}

function correctionOf(span: { start: number; end: number }, suggestion: TSuggestion): TCorrection {
  if (suggestion.kind === 'insert') return { start: span.end, end: span.end, text: suggestion.text };
  return { start: span.start, end: span.end, text: suggestion.kind === 'delete' ? '' : suggestion.text };
}

/**
 * The manuscript with just the changes the researcher chose written in as tracked changes (by "Digital
 * Editing", as a digital edit writes them), for them to review in Word. A change whose words are no longer
 * found, or that would overlap another, is left out; `written` says how many went in.
 */
export async function writeChosenChanges(
  fileName: string,
  content: Buffer,
  chosen: readonly TChosenChange[],
  date = new Date(),
): Promise<{ content: Buffer; written: number }> {
  const docx = /\.doc$/i.test(fileName) ? await legacyDocAsDocx(content) : content;
  const { entries, parts } = await readEditedParts(docx);
  let id = Math.max(0, ...parts.map((part) => highestId(part.document)));
  const stamp: TRevisionStamp = { nextId: () => ++id, date: revisionDate(date) };
  const readings = parts.flatMap((part) =>
    paragraphsOf(part.document).flatMap((paragraph) => {
      const reading = readParagraph(paragraph);
      return reading ? [{ part, paragraph, raw: squeezed(reading.text), corrections: [] as TCorrection[] }] : [];
    }),
  );
  for (const change of chosen) {
    for (const reading of readings) {
      const span = locate(reading.raw, change);
      if (!span) continue;
      const correction = correctionOf(span, change.suggestion);
      const overlaps = reading.corrections.some(
        (other) => (correction.start < other.end && other.start < correction.end) || correction.start === other.start,
      );
      if (!overlaps) reading.corrections.push(correction);
      break;
    }
  }
  let written = 0;
  const replaced = new Map<string, Buffer>();
  for (const reading of readings) {
    if (reading.corrections.length === 0) continue;
    const sorted = reading.corrections.sort((a, b) => a.start - b.start || a.end - b.end);
    const count = writeTrackedChanges(reading.part.document, reading.paragraph, sorted, stamp);
    if (count > 0) replaced.set(reading.part.name, Buffer.from(''));
    written += count;
  }
  for (const part of parts) {
    if (replaced.has(part.name))
      replaced.set(part.name, Buffer.from(new XMLSerializer().serializeToString(part.document), 'utf8'));
  }
  return { content: await writePackage(entries, replaced), written };
}

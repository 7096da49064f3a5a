/**
 * A .docx's main part as paragraphs whose text can be replaced in place. Every `<w:p>` is a paragraph (a
 * text box's paragraphs inside another's run are their own); its text is the text of its `<w:t>` elements
 * in order (deleted text, field codes and everything that is not `<w:t>` are left out). Translation reads
 * and writes paragraphs through a DOM (docx-inline.ts); this quick reading serves the checks of a result.
 */

type TTextSlot = { openStart: number; openEnd: number; contentEnd: number; openTag: string };

export type TDocxParagraph = { text: string; slots: TTextSlot[] };

const TAG = /<(\/?)(w:p|w:t)(?=[\s>/])([^>]*?)(\/?)>/g;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeXmlText(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name] ?? whole;
  });
}

export const escapeXmlText = (text: string) =>
  text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c);

/** The paragraphs of a WordprocessingML part, in document order of their start. */
export function paragraphsOfXml(xml: string): TDocxParagraph[] {
  const paragraphs: TDocxParagraph[] = [];
  const open: TDocxParagraph[] = [];
  TAG.lastIndex = 0;
  for (let match = TAG.exec(xml); match; match = TAG.exec(xml)) {
    const [whole, closing, name, , selfClosing] = match;
    if (name === 'w:p') {
      if (closing) open.pop();
      else if (!selfClosing) {
        const paragraph: TDocxParagraph = { text: '', slots: [] };
        paragraphs.push(paragraph);
        open.push(paragraph);
      }
      continue;
    }
    if (closing || selfClosing) continue;
    const contentStart = match.index + whole.length;
    const contentEnd = xml.indexOf('</w:t>', contentStart);
    if (contentEnd < 0) break;
    const paragraph = open.at(-1);
    if (paragraph) {
      paragraph.slots.push({ openStart: match.index, openEnd: contentStart, contentEnd, openTag: whole });
      paragraph.text += decodeXmlText(xml.slice(contentStart, contentEnd));
    }
    TAG.lastIndex = contentEnd + '</w:t>'.length;
  }
  return paragraphs;
}

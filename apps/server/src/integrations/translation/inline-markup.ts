/**
 * Inline markup that carries a paragraph's formatting through an engine. A marked segment is XML-escaped
 * text with two tags: `<g n="K">…</g>` around text in style K (bold, italic, a hyperlink…; the paragraph's
 * most common style goes untagged) and `<x n="K"/>` for the K-th span kept out of the engine (a tab, a
 * footnote reference, a species name, a citation). Engines keep tags in their own way (Apertium as
 * word-bound blanks, LibreTranslate as HTML, DeepL as XML); reading an answer back is tolerant: a tag the
 * engine lost leaves its text unstyled, an unknown tag is dropped, text is never dropped.
 */

export type TMarkedPiece = { kind: 'text'; text: string; style: number | null } | { kind: 'atom'; atom: number };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export const escapeMarkup = (text: string) => text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c);

export function unescapeMarkup(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** The marked text of pieces (adjacent text of one style shares one tag). */
export function markedTextOf(pieces: readonly TMarkedPiece[]): string {
  let out = '';
  let open: number | null = null;
  for (const piece of pieces) {
    const style = piece.kind === 'text' ? piece.style : null;
    if (open !== null && open !== style) {
      out += '</g>';
      open = null;
    }
    if (piece.kind === 'atom') {
      out += `<x n="${piece.atom}"/>`;
      continue;
    }
    if (style !== null && open === null) {
      out += `<g n="${style}">`;
      open = style;
    }
    out += escapeMarkup(piece.text);
  }
  return open === null ? out : `${out}</g>`;
}

const TAG = /<\s*(\/?)\s*([a-z][\w:-]*)([^<>]*?)(\/?)\s*>/gi;

/** Reads an engine's answer back into pieces; tags are matched in any case (some engines change it). */
export function parseMarkedText(marked: string): TMarkedPiece[] {
  const pieces: TMarkedPiece[] = [];
  let style: number | null = null;
  const pushText = (raw: string) => {
    if (!raw) return;
    const text = unescapeMarkup(raw);
    const last = pieces.at(-1);
    if (last?.kind === 'text' && last.style === style) last.text += text;
    else pieces.push({ kind: 'text', text, style });
  };
  let at = 0;
  TAG.lastIndex = 0;
  for (let match = TAG.exec(marked); match; match = TAG.exec(marked)) {
    pushText(marked.slice(at, match.index));
    at = match.index + match[0].length;
    const [, closing, name = '', attributes = '', selfClosing] = match;
    const n = /\bn\s*=\s*["']?(\d+)/i.exec(attributes)?.[1];
    const lower = name.toLowerCase();
    if (lower === 'x' && n !== undefined) pieces.push({ kind: 'atom', atom: Number(n) });
    else if (lower === 'g' && closing) style = null;
    else if (lower === 'g' && n !== undefined && !selfClosing) style = Number(n);
  }
  pushText(marked.slice(at));
  return pieces;
}

/** The text of a marked segment without its tags (what an engine without markup would be sent). */
export const plainTextOf = (marked: string) =>
  parseMarkedText(marked)
    .map((p) => (p.kind === 'text' ? p.text : ''))
    .join('');

// Apertium's stream format: `[[K]]word[[/]]` is a word-bound blank (it travels with its word through
// reordering), `[…]` a superblank (kept in its place), and these characters are escaped with a backslash.
const STREAM_SPECIAL = /[\\[\]^$@/<>{}]/g;
const escapeStream = (text: string) => text.replace(STREAM_SPECIAL, (c) => `\\${c}`);

/**
 * A marked segment as one line of Apertium's stream format (styled words as word-bound blanks, atoms as
 * superblanks). A tilde is a mark of Apertium's own inside the pipeline (its text deformatter puts it in a
 * superblank too), so it goes as a superblank, or it would be lost.
 */
export function streamLineOf(marked: string): string {
  let line = '';
  for (const piece of parseMarkedText(marked)) {
    if (piece.kind === 'atom') {
      line += `[x${piece.atom}]`;
      continue;
    }
    for (const part of piece.text.replace(/[\r\n\u2028\u2029]+/g, ' ').split(/(\s+|~)/)) {
      if (part === '' || /^\s+$/.test(part)) line += part;
      else if (part === '~') line += '[~]';
      else line += piece.style === null ? escapeStream(part) : `[[${piece.style}]]${escapeStream(part)}[[/]]`;
    }
  }
  return `${line}[][\n]`;
}

/** A blank between two words of one style takes that style (Apertium gives each word its own blank). */
function joinStyledGaps(pieces: TMarkedPiece[]): TMarkedPiece[] {
  return pieces.map((piece, i) => {
    const before = pieces[i - 1];
    const after = pieces[i + 1];
    if (piece.kind !== 'text' || piece.style !== null || piece.text.trim() !== '') return piece;
    if (before?.kind === 'text' && after?.kind === 'text' && before.style !== null && before.style === after.style)
      return { ...piece, style: before.style };
    return piece;
  });
}

/**
 * Apertium's stream output as marked segments, one per line (a superblank holding a line break ends one).
 * Superblanks other than atoms become their text; escaped characters are unescaped.
 */
export function markedLinesOfStream(stream: string): string[] {
  const lines: string[] = [];
  let pieces: TMarkedPiece[] = [];
  let style: number | null = null;
  const pushText = (text: string) => {
    const last = pieces.at(-1);
    if (last?.kind === 'text' && last.style === style) last.text += text;
    else pieces.push({ kind: 'text', text, style });
  };
  const endLine = () => {
    lines.push(markedTextOf(joinStyledGaps(pieces)));
    pieces = [];
    style = null;
  };
  let i = 0;
  while (i < stream.length) {
    const c = stream[i] as string;
    if (c === '\\' && i + 1 < stream.length) {
      pushText(stream[i + 1] as string);
      i += 2;
    } else if (stream.startsWith('[[', i)) {
      const end = stream.indexOf(']]', i + 2);
      if (end < 0) {
        pushText(stream.slice(i));
        break;
      }
      const content = stream.slice(i + 2, end);
      const n = /\d+/.exec(content)?.[0];
      style = content === '/' || n === undefined ? null : Number(n);
      i = end + 2;
    } else if (c === '[') {
      let end = i + 1;
      let content = '';
      while (end < stream.length && stream[end] !== ']') {
        if (stream[end] === '\\' && end + 1 < stream.length) end += 1;
        content += stream[end];
        end += 1;
      }
      i = end + 1;
      const atom = /^x(\d+)$/.exec(content);
      const outer: number | null = style;
      style = null;
      if (atom) pieces.push({ kind: 'atom', atom: Number(atom[1]) });
      else if (content.includes('\n')) endLine();
      else if (content) pushText(content);
      style = outer;
    } else if (c === '\n') {
      endLine();
      i += 1;
    } else {
      pushText(c);
      i += 1;
    }
  }
  if (pieces.some((p) => p.kind === 'atom' || p.text.trim() !== '')) endLine();
  return lines;
}

/**
 * The spans of a paragraph a researcher expects to find unchanged in the translation: citations ([12],
 * (Smith et al., 2020)), numbers with their units (37 °C, 12,5 ± 0,3 mg/L), links, DOIs and e-mail
 * addresses, species and gene names set in italics (Escherichia coli, E. coli, BRCA1, in vitro), and
 * superscripts and subscripts with the formula or unit they belong to (H₂O, m², 10⁻³; a superscript
 * citation after a word keeps only itself). Each is kept out of the engine as one span.
 */

export type TCharStyle = { isItalic: boolean; isRaised: boolean };

export type TKeptSpan = { start: number; end: number };

const NUMBER = String.raw`[-−+]?\d+(?:[.,\s]\d{3})*(?:[.,]\d+)?`;
const UNIT = String.raw`(?:°\s?[CF]|%|‰|[pnµμmckMG]?(?:g|L|l|m|mol|M|s|Hz|Pa|V|W|J|Da|bp|eV)|h|min|rpm|ppm|ppb|K)(?:[²³]|\/[a-zA-Zµμ]+[²³]?)*`;
const PATTERNS: readonly RegExp[] = [
  // [12], [3–5], [1, 4, 7]
  /\[\s*\d+(?:\s*[-–,;]\s*\d+)*\s*\]/g,
  // (Smith et al., 2020), (Smith y col., 2020; Pérez, 2019a), (OMS, 2021)
  /\((?=[^()]*\p{Lu})[^()]*?\b(?:1[89]|20)\d{2}[a-z]?(?:\s*[;,]\s*[^()]*?\b(?:1[89]|20)\d{2}[a-z]?)*\)/gu,
  /\bhttps?:\/\/[^\s<>"]+[^\s<>".,;:)]/g,
  /\bdoi:\s*10\.\d{4,9}\/\S+[^\s.,;:)]|\b10\.\d{4,9}\/\S+[^\s.,;:)]/gi,
  /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g,
  // 37 °C, 12,5 ± 0,3 mg/L, 5–10 µm, 2 × 10 mL, 95 %
  new RegExp(String.raw`(?<![\p{L}\d])${NUMBER}(?:\s*(?:±|–|-|×|x)\s*${NUMBER})*\s?${UNIT}(?![\p{L}\d])`, 'gu'),
];

/** An italic run that names a taxon, a gene or a Latin phrase. */
const ITALIC_KEPT: readonly RegExp[] = [
  /^\p{Lu}\p{Ll}+(?:\s+\p{Ll}+){1,2}(?:\s+(?:subsp|var)\.\s+\p{Ll}+)?$/u,
  /^\p{Lu}\.\s?\p{Ll}+(?:\s+\p{Ll}+)?$/u,
  /^\p{Lu}\p{Ll}+\s+spp?\.$/u,
  /^[\p{L}-]*\d[\p{L}\d-]*$/u,
  /^\p{Lu}{2,}[\p{Lu}\d-]*$/u,
  /^(?:in (?:vitro|vivo|situ|silico|utero)|ex vivo|de novo|et al\.?|a priori|a posteriori|ad hoc|per se|sensu (?:lato|stricto)|post hoc)$/iu,
];

/** A token around a superscript or subscript that belongs with it (a formula, a unit, a power of ten). */
const FORMULA_TOKEN = /^(?:(?:\p{Lu}\p{Ll}?|\d|[()[\]+\-−·⁺⁻])+|[\d.,×x·\-−]+|[a-zµμ]{1,3}|[a-zµμ]{1,3}\/[a-zµμ]{1,3})$/u;

function merge(spans: TKeptSpan[]): TKeptSpan[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: TKeptSpan[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/** The maximal runs of characters having a style. */
function runsOf(styles: readonly TCharStyle[], has: (style: TCharStyle) => boolean): TKeptSpan[] {
  const runs: TKeptSpan[] = [];
  styles.forEach((style, i) => {
    if (!has(style)) return;
    const last = runs.at(-1);
    if (last && last.end === i) last.end = i + 1;
    else runs.push({ start: i, end: i + 1 });
  });
  return runs;
}

function raisedSpans(text: string, styles: readonly TCharStyle[]): TKeptSpan[] {
  return runsOf(styles, (s) => s.isRaised).map(({ start, end }) => {
    let tokenStart = start;
    while (tokenStart > 0 && !/\s/.test(text[tokenStart - 1] as string)) tokenStart -= 1;
    let tokenEnd = end;
    while (tokenEnd < text.length && !/\s/.test(text[tokenEnd] as string)) tokenEnd += 1;
    while (tokenEnd > end && /[.,;:]/.test(text[tokenEnd - 1] as string)) tokenEnd -= 1;
    const around = [...text.slice(tokenStart, tokenEnd)].filter((_, k) => !styles[tokenStart + k]?.isRaised).join('');
    return around === '' || FORMULA_TOKEN.test(around) ? { start: tokenStart, end: tokenEnd } : { start, end };
  });
}

function italicSpans(text: string, styles: readonly TCharStyle[]): TKeptSpan[] {
  return runsOf(styles, (s) => s.isItalic).flatMap(({ start: from, end }) => {
    const raw = text.slice(from, end);
    const start = from + (raw.length - raw.trimStart().length);
    const trimmed = raw.trim();
    return ITALIC_KEPT.some((pattern) => pattern.test(trimmed)) ? [{ start, end: start + trimmed.length }] : [];
  });
}

/** The kept spans of a paragraph's text, given each character's style; sorted and merged. */
export function keptSpansOf(text: string, styles: readonly TCharStyle[]): TKeptSpan[] {
  const spans: TKeptSpan[] = [...raisedSpans(text, styles), ...italicSpans(text, styles)];
  for (const pattern of PATTERNS) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      spans.push({ start: match.index, end: match.index + match[0].length });
    }
  }
  return merge(spans.filter((s) => s.end > s.start));
}

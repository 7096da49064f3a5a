import { describe, expect, it } from 'vitest';
import { keptSpansOf, type TCharStyle } from './kept-spans.ts';

const PLAIN: TCharStyle = { isItalic: false, isRaised: false };

/** The kept texts of a paragraph given as pieces: [text] plain, [text, 'i'] italic, [text, 'r'] raised. */
function kept(...pieces: [string, ('i' | 'r')?][]): string[] {
  const text = pieces.map(([t]) => t).join('');
  const styles = pieces.flatMap(([t, s]) =>
    [...t].flatMap((c) => Array(c.length).fill({ ...PLAIN, isItalic: s === 'i', isRaised: s === 'r' })),
  );
  return keptSpansOf(text, styles).map((span) => text.slice(span.start, span.end));
}

describe('spans kept out of translation', () => {
  it.each([
    {
      kind: 'numbered and author–year citations',
      pieces: [['Según [12] y [3–5, 8], como (Smith et al., 2020; Pérez, 2019a) y (OMS, 2021), en (este caso) de 2020.']],
      expected: ['[12]', '[3–5, 8]', '(Smith et al., 2020; Pérez, 2019a)', '(OMS, 2021)'],
    },
    {
      kind: 'numbers with units, not bare numbers or words that start like units',
      pieces: [['A 37 °C durante 5 h, 12,5 ± 0,3 mg/L, 95 %, 10 mes, 3 horas y 42 casos.']],
      expected: ['37 °C', '5 h', '12,5 ± 0,3 mg/L', '95 %'],
    },
    {
      kind: 'links, DOIs and e-mail addresses',
      pieces: [['Ver https://example.org/a, doi:10.1000/xyz123 o ana@uni.es.']],
      expected: ['https://example.org/a', 'doi:10.1000/xyz123', 'ana@uni.es'],
    },
    {
      kind: 'italic species, genes and Latin phrases',
      pieces: [
        ['La cepa '],
        ['E. coli', 'i'],
        [' y '],
        ['Homo sapiens', 'i'],
        [' con '],
        ['BRCA1', 'i'],
        [' '],
        ['in vitro', 'i'],
      ],
      expected: ['E. coli', 'Homo sapiens', 'BRCA1', 'in vitro'],
    },
    { kind: 'no italic emphasis', pieces: [['Es '], ['muy importante', 'i'], ['.']], expected: [] },
    {
      kind: 'a formula or unit with its subscript or superscript, a superscript citation alone',
      pieces: [['El CO'], ['2', 'r'], [' en 5 m'], ['2', 'r'], [' y los resultados'], ['12', 'r'], ['.']],
      expected: ['CO2', 'm2', '12'],
    },
  ] as { kind: string; pieces: [string, ('i' | 'r')?][]; expected: string[] }[])('keeps $kind', ({ pieces, expected }) => {
    expect(kept(...pieces)).toEqual(expected);
  });
});

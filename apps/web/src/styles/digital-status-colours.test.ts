import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(SRC, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** `selector { declarations }` blocks of a style sheet without nesting, as [selectors, declarations]. */
function rules(css: string): [string[], string][] {
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((match) => [
    (match[1] ?? '').split(',').map((selector) => selector.trim()),
    match[2] ?? '',
  ]);
}

/** The token's colour as hue (degrees) and saturation (0–1), from its #rrggbb value in tokens.css. */
function tokenColour(name: string): { hue: number; saturation: number } {
  const hex = new RegExp(`--${name}:\\s*#([0-9a-f]{6})`, 'i').exec(read('styles/tokens.css'))?.[1];
  if (!hex) throw new Error(`no #rrggbb value for --${name}`);
  const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  const lightness = (max + min) / 2;
  const saturation = delta === 0 ? 0 : delta / (1 - Math.abs(2 * lightness - 1));
  let hue = 0;
  if (delta > 0) {
    if (max === r) hue = 60 * (((g - b) / delta) % 6);
    else if (max === g) hue = 60 * ((b - r) / delta + 2);
    else hue = 60 * ((r - g) / delta + 4);
  }
  return { hue: (hue + 360) % 360, saturation };
}

/** The colour the status text of a list item in this state gets: the token its rule names. */
function statusColourToken(file: string, list: string, status: string): string | undefined {
  const rule = rules(read(file)).find(([selectors]) =>
    selectors.some((selector) => selector.includes(`.is-${status}`) && selector.includes(`${list}__status`)),
  );
  return rule ? /(?:^|;)\s*color:\s*var\(--([a-z-]+)\)/.exec(rule[1])?.[1] : undefined;
}

const LISTS = [
  { file: 'features/digital-editing/digital-editing.css', list: 'digital-editing' },
  { file: 'features/digital-translations/digital-translations.css', list: 'digital-translations' },
];

describe('the colours of digital items (researcher-area §5)', () => {
  it('colours completed green, failed red and processing grey, in the editing and translation lists', () => {
    for (const { file, list } of LISTS) {
      expect(statusColourToken(file, list, 'completed'), list).toBe('color-success');
      expect(statusColourToken(file, list, 'failed'), list).toBe('color-error');
      expect(statusColourToken(file, list, 'processing'), list).toBe('color-muted');
    }
  });

  it('has tokens that are green, red and grey', () => {
    const success = tokenColour('color-success');
    expect(success.hue).toBeGreaterThan(90);
    expect(success.hue).toBeLessThan(170);
    const error = tokenColour('color-error');
    expect(error.hue < 20 || error.hue > 340).toBe(true);
    expect(error.saturation).toBeGreaterThan(0.5);
    expect(tokenColour('color-muted').saturation).toBeLessThan(0.25);
  });
});

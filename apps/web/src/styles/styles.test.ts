import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');
/** Where the values are defined: the tokens, and the font faces' metric overrides. */
const DEFINITIONS = new Set(['tokens.css', 'fonts.css']);

function styleSheets(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return styleSheets(file);
    return name.endsWith('.css') && !DEFINITIONS.has(name) ? [file] : [];
  });
}

/** Every `property: value` of the style sheets outside the tokens, with where it is. */
function declarations(): { where: string; property: string; value: string }[] {
  return styleSheets(SRC).flatMap((file) =>
    readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split('\n')
      .flatMap((line, index) => {
        const match = /^\s*([a-z-]+)\s*:\s*(.+?);?\s*$/.exec(line);
        return match?.[1] && match[2]
          ? [{ where: `${path.relative(SRC, file)}:${index + 1}`, property: match[1], value: match[2] }]
          : [];
      }),
  );
}

describe('the design tokens', () => {
  it('are the only colours of the style sheets: no hexadecimal colour outside tokens.css', () => {
    const raw = declarations().filter((d) => /#[0-9a-f]{3,8}\b/i.test(d.value));
    expect(raw.map((d) => `${d.where} ${d.property}: ${d.value}`)).toEqual([]);
  });

  it('are the only type sizes: font-size is a --text-* token (or relative to the parent)', () => {
    const raw = declarations().filter(
      (d) => d.property === 'font-size' && !/^(var\(--text-[a-z0-9]+\)|[\d.]+(em|%)|inherit)$/.test(d.value),
    );
    expect(raw.map((d) => `${d.where} font-size: ${d.value}`)).toEqual([]);
  });

  it('are the only radii: border-radius is a --radius token (or a circle)', () => {
    const raw = declarations().filter(
      (d) =>
        d.property === 'border-radius' && !d.value.split(/\s+/).every((part) => /^(var\(--radius(-[a-z]+)?\)|0|50%)$/.test(part)),
    );
    expect(raw.map((d) => `${d.where} border-radius: ${d.value}`)).toEqual([]);
  });
});

import { describe, expect, it, onTestFinished } from 'vitest';
import { startTranslationProtocolServer } from '../../../test/translation-server.ts';
import { createApertiumEngine } from './apertium.ts';
import { protectTerms } from './glossary.ts';
import { createDeepLEngine, createLibreTranslateEngine } from './http-engines.ts';
import { markedLinesOfStream, markedTextOf, parseMarkedText, plainTextOf, streamLineOf } from './inline-markup.ts';

describe('marked segments', () => {
  it('writes styled text in tags, atoms as empty tags, and escapes the rest', () => {
    const marked = markedTextOf([
      { kind: 'text', text: 'A & ', style: null },
      { kind: 'text', text: 'b<c', style: 2 },
      { kind: 'atom', atom: 0 },
      { kind: 'text', text: '.', style: null },
    ]);
    expect(marked).toBe('A &amp; <g n="2">b&lt;c</g><x n="0"/>.');
    expect(parseMarkedText(marked)).toEqual([
      { kind: 'text', text: 'A & ', style: null },
      { kind: 'text', text: 'b<c', style: 2 },
      { kind: 'atom', atom: 0 },
      { kind: 'text', text: '.', style: null },
    ]);
  });

  it('reads an answer tolerantly: tags in any case, unknown tags dropped, an unclosed style running to the end', () => {
    expect(parseMarkedText('<G N="1">Big</G> <br>house <X n=\'3\' /> <g n="2">end')).toEqual([
      { kind: 'text', text: 'Big', style: 1 },
      { kind: 'text', text: ' house ', style: null },
      { kind: 'atom', atom: 3 },
      { kind: 'text', text: ' ', style: null },
      { kind: 'text', text: 'end', style: 2 },
    ]);
    expect(plainTextOf('a <g n="1">b &amp; c</g><x n="0"/>')).toBe('a b & c');
  });

  it('goes to Apertium as word-bound blanks and superblanks, and comes back line by line', () => {
    expect(streamLineOf('El <g n="1">gato negro</g> [1]<x n="0"/>')).toBe('El [[1]]gato[[/]] [[1]]negro[[/]] \\[1\\][x0][][\n]');
    expect(streamLineOf('en ~/.ssh y <g n="2">a~b</g>')).toBe('en [~]\\/.ssh y [[2]]a[[/]][~][[2]]b[[/]][][\n]');
    expect(markedLinesOfStream('The [[1]]black[[/]] [[1]]cat[[/]] \\[1\\][x0][][\n]Two[][\n]')).toEqual([
      'The <g n="1">black cat</g> [1]<x n="0"/>',
      'Two',
    ]);
  });
});

describe('locked terms in marked segments', () => {
  it('matches terms outside the tags only, in their escaped form, and writes renderings escaped', () => {
    const prepared = protectTerms(
      ['<g n="1">g</g> A&amp;B y g'],
      [
        { term: 'g', rendering: null },
        { term: 'A&B', rendering: 'x<y' },
      ],
      true,
    );
    expect(prepared.segments).toEqual(['<g n="1">⟦0⟧</g> ⟦1⟧ y ⟦2⟧']);
    expect(prepared.restore('<g n="1">⟦0⟧</g> ⟦1⟧ and ⟦2⟧', 0)).toBe('<g n="1">g</g> x&lt;y and g');
  });
});

describe('engines asked for marked segments', () => {
  it('Apertium translates Portuguese through Spanish keeping the style on the moved word and the atom', async () => {
    const apertium = createApertiumEngine({ command: 'apertium', timeoutMs: 60_000 });
    const [answer] = await apertium.translate({
      from: 'pt',
      to: 'en',
      segments: ['O gato <g n="1">preto</g> come peixe <x n="0"/>.'],
      markup: true,
    });
    expect(answer).toBe('The <g n="1">black</g> cat eats fish <x n="0"/>.');
    // Apertium's own marks in the text (a tilde) come through.
    const [path] = await apertium.translate({ from: 'es', to: 'en', segments: ['La cadena termina en ~/.../.'], markup: true });
    expect(path).toContain('~/.../');
  });

  it('LibreTranslate gets HTML and DeepL gets XML with the atoms ignored', async () => {
    const local = await startTranslationProtocolServer();
    onTestFinished(() => new Promise<void>((resolve) => local.server.close(() => resolve())));
    const libre = createLibreTranslateEngine({ url: `${local.url}/lt`, apiKey: 'lt-key', timeoutMs: 5000 });
    expect(await libre.translate({ from: 'es', to: 'en', segments: ['el <g n="1">gato</g><x n="0"/>'], markup: true })).toEqual([
      'EL <g n="1">CAT</g><x n="0"/>',
    ]);
    expect(local.recorded.find((r) => r.path === '/lt/translate')?.body).toMatchObject({ format: 'html' });
    const deepl = createDeepLEngine({ apiKey: 'deepl-key', url: `${local.url}/deepl`, timeoutMs: 5000 });
    expect(await deepl.translate({ from: 'es', to: 'en', segments: ['un <g n="2">perro</g>'], markup: true })).toEqual([
      'UN <g n="2">DOG</g>',
    ]);
    expect(local.recorded.find((r) => r.path === '/deepl/v2/translate')?.body).toMatchObject({
      tag_handling: 'xml',
      ignore_tags: ['x'],
    });
  });
});

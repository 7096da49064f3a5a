import { describe, expect, it } from 'vitest';
import { addTexts, i18n, setLanguage, translate } from './translation.ts';

addTexts('en', {
  greeting: 'Hello {{name}}',
  spaced: 'Total: {{ amount }} {{currency}}',
  files_one: '{{count}} file',
  files_other: '{{count}} files',
  plain: 'No placeholders',
});
addTexts('ja', { files_other: '{{count}} 件のファイル', greeting: '{{name}}さん、こんにちは' });
addTexts('pt', { files_one: '{{count}} arquivo', files_other: '{{count}} arquivos' });

describe('translating a key', () => {
  it('fills placeholders, with or without spaces inside the braces', () => {
    expect(translate('en', 'greeting', { name: 'Alice' })).toBe('Hello Alice');
    expect(translate('en', 'spaced', { amount: '12.50', currency: 'USD' })).toBe('Total: 12.50 USD');
  });

  it('leaves a placeholder with no value empty rather than showing its braces', () => {
    expect(translate('en', 'greeting')).toBe('Hello {{name}}');
    expect(translate('en', 'greeting', {})).toBe('Hello ');
  });

  it("chooses the plural form by the language's rules", () => {
    expect(translate('en', 'files', { count: 1 })).toBe('1 file');
    expect(translate('en', 'files', { count: 3 })).toBe('3 files');
    expect(translate('en', 'files', { count: 0 })).toBe('0 files');
    // Japanese has one form only; Portuguese (Brazil) counts 0 and 1 as singular.
    expect(translate('ja', 'files', { count: 1 })).toBe('1 件のファイル');
    expect(translate('pt', 'files', { count: 0 })).toBe('0 arquivo');
  });

  it('answers the default value, then the key itself, for a key the catalogue lacks', () => {
    expect(translate('en', 'no-such-key', { defaultValue: 'Fallback {{x}}', x: 1 })).toBe('Fallback 1');
    expect(translate('en', 'no-such-key')).toBe('no-such-key');
    expect(translate('es', 'plain')).toBe('plain');
  });
});

describe('the language shown', () => {
  it('changes what i18n.t answers, and only on a real change', () => {
    setLanguage('en');
    const before = i18n.t('greeting', { name: 'Wei' });
    setLanguage('ja');
    expect(i18n.language).toBe('ja');
    expect(i18n.t('greeting', { name: 'Wei' })).toBe('Weiさん、こんにちは');
    expect(before).toBe('Hello Wei');
  });
});

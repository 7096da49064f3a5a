import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PhraseText } from '../components/ui/phrase-text.tsx';
import { phraseParts } from './phrases.ts';

describe('phraseParts', () => {
  it('offers a break where a Japanese name joins a loanword and a kanji compound', () => {
    expect(phraseParts('スタンダード英文校正')).toEqual(['スタンダード', '英文校正']);
    expect(phraseParts('プレミアム英文校正サービス')).toEqual(['プレミアム', '英文校正', 'サービス']);
    expect(phraseParts('図表フォーマット')).toEqual(['図表', 'フォーマット']);
  });

  it('keeps kanji with the kana that follow it, and Latin words whole', () => {
    expect(phraseParts('英文の校正')).toEqual(['英文の', '校正']);
    expect(phraseParts('校正する')).toEqual(['校正する']);
    expect(phraseParts('SCI論文')).toEqual(['SCI', '論文']);
  });

  it('leaves texts without Chinese or Japanese as they are', () => {
    expect(phraseParts('Standard Editing')).toEqual(['Standard Editing']);
    expect(phraseParts('')).toEqual(['']);
  });

  it('does not split around spaces and punctuation, where the browser breaks anyway', () => {
    expect(phraseParts('标准润色（5,000 词）')).toEqual(['标准润色（5,000 词）']);
  });
});

describe('PhraseText', () => {
  it('renders a break opportunity between the words of a Japanese name, and English names as plain text', () => {
    expect(renderToStaticMarkup(createElement(PhraseText, { text: 'スタンダード英文校正' }))).toBe('スタンダード<wbr/>英文校正');
    expect(renderToStaticMarkup(createElement(PhraseText, { text: 'Standard Editing' }))).toBe('Standard Editing');
  });
});

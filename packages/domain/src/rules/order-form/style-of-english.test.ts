import { describe, expect, it } from 'vitest';
import { styleOfEnglishFor } from './style-of-english.ts';

describe('styleOfEnglishFor', () => {
  it('starts researchers in the United Kingdom, Ireland and Australia on British English', () => {
    expect(['GB', 'IE', 'AU', 'gb'].map(styleOfEnglishFor)).toEqual(['British', 'British', 'British', 'British']);
  });

  it('starts everyone else, and a researcher with no country, on American English', () => {
    expect(['US', 'CN', 'JP', 'BR', 'ES', null, undefined, ''].map(styleOfEnglishFor)).toEqual(Array(8).fill('American'));
  });
});

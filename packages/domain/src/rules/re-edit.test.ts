import { describe, expect, it } from 'vitest';
import {
  decodeReceivedFiles,
  encodeReceivedFiles,
  REEDIT_DISCOUNT_PERCENT,
  reeditDiscountPercent,
  reeditKindFor,
  reeditOptions,
  type TReeditFlags,
} from './re-edit.ts';

const NONE: TReeditFlags = {
  touchUpAvailable: false,
  reeditAvailable: false,
  containsActiveService: true,
  scientificReworkEligible: false,
};

describe('re-edit options by order flag', () => {
  it('offers a free touch-up when touchUpAvailable is set', () => {
    expect(reeditOptions({ ...NONE, touchUpAvailable: true })).toEqual(['touch-up']);
  });

  it('offers a paid re-edit when reeditAvailable is set', () => {
    expect(reeditOptions({ ...NONE, reeditAvailable: true })).toEqual(['re-edit']);
  });

  it('offers both when both flags are set, the free one first', () => {
    expect(reeditOptions({ ...NONE, touchUpAvailable: true, reeditAvailable: true })).toEqual(['touch-up', 're-edit']);
  });

  it('sends the researcher to support when no service of the order is still offered, whatever the flags', () => {
    expect(reeditOptions({ ...NONE, touchUpAvailable: true, reeditAvailable: true, containsActiveService: false })).toEqual([
      'contact-support',
    ]);
  });

  it('sends the researcher to support when neither re-edit flag is set', () => {
    expect(reeditOptions(NONE)).toEqual(['contact-support']);
  });

  it('adds the request-additional-work link when scientificReworkEligible is set, with or without active services', () => {
    expect(reeditOptions({ ...NONE, reeditAvailable: true, scientificReworkEligible: true })).toEqual([
      're-edit',
      'additional-work',
    ]);
    expect(reeditOptions({ ...NONE, containsActiveService: false, scientificReworkEligible: true })).toEqual([
      'contact-support',
      'additional-work',
    ]);
  });
});

describe('the kind a re-edit link starts', () => {
  it('prefers the free touch-up, and honours an offered choice', () => {
    const both = { ...NONE, touchUpAvailable: true, reeditAvailable: true };
    expect(reeditKindFor(both)).toBe('touch-up');
    expect(reeditKindFor(both, 're-edit')).toBe('re-edit');
  });

  it('never starts a kind the order does not offer', () => {
    expect(reeditKindFor({ ...NONE, reeditAvailable: true }, 'touch-up')).toBe('re-edit');
    expect(reeditKindFor({ ...NONE, touchUpAvailable: true, containsActiveService: false })).toBeNull();
    expect(reeditKindFor(NONE)).toBeNull();
  });
});

describe('re-edit pricing', () => {
  it('makes a touch-up free and gives a paid re-edit the re-edit discount', () => {
    expect(reeditDiscountPercent('touch-up')).toBe(100);
    expect(reeditDiscountPercent('re-edit')).toBe(REEDIT_DISCOUNT_PERCENT);
    expect(REEDIT_DISCOUNT_PERCENT).toBeGreaterThan(0);
    expect(REEDIT_DISCOUNT_PERCENT).toBeLessThan(100);
  });

  it('gives a rework and an original order no re-edit discount', () => {
    expect(reeditDiscountPercent('rework')).toBeNull();
    expect(reeditDiscountPercent('original')).toBeNull();
    expect(reeditDiscountPercent(null)).toBeNull();
  });
});

describe('the files of a rework-success link', () => {
  it('reads back the files it wrote, names in any script included, in a URL-safe segment', () => {
    const files = [
      { identity: '5b1f0c9e-1111-4a4a-8888-000000000001', name: 'revised manuscript.docx' },
      { identity: '5b1f0c9e-1111-4a4a-8888-000000000002', name: '图表 1 & 2?.pdf' },
    ];
    const data = encodeReceivedFiles(files);
    expect(data).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeReceivedFiles(data)).toEqual(files);
  });

  it('gives no files for a missing, malformed or hostile segment', () => {
    expect(decodeReceivedFiles(undefined)).toEqual([]);
    expect(decodeReceivedFiles('')).toEqual([]);
    expect(decodeReceivedFiles('not base64!')).toEqual([]);
    expect(decodeReceivedFiles(encodeText('{"a":1}'))).toEqual([]);
    expect(decodeReceivedFiles(encodeText('[["only-one"],[1,2],["id","name"]]'))).toEqual([{ identity: 'id', name: 'name' }]);
    expect(decodeReceivedFiles('A'.repeat(9000))).toEqual([]);
  });
});

function encodeText(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

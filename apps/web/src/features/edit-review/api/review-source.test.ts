import { describe, expect, it } from 'vitest';
import { reviewBackPath, reviewDownloadUrl, reviewQuery, reviewSourceOf } from './review.ts';

describe('the review page’s source', () => {
  it('is the order an order path names, with the order review API', () => {
    const source = reviewSourceOf({ externalId: 'AWK20481' });
    expect(source).toEqual({ kind: 'order', externalId: 'AWK20481' });
    expect(reviewDownloadUrl(source, 'f-1', 'mine')).toBe('/api/order/AWK20481/review/download?file=f-1&version=mine');
    expect(reviewBackPath('ja', source)).toBe('/ja/researcher/index/details/AWK20481');
    expect(reviewQuery(source).queryKey).toEqual(['orders', 'AWK20481', 'review']);
  });

  it('is the digital edit a digital-editing path names, with the digital edit review API', () => {
    const identity = '5f0c4c1e-2a7b-4d7e-9c57-0f8a1b2c3d4e';
    const source = reviewSourceOf({ identity });
    expect(source).toEqual({ kind: 'digital-edit', identity });
    expect(reviewDownloadUrl(source, identity, 'clean')).toBe(
      `/api/digital-edit/${identity}/review/download?file=${identity}&version=clean`,
    );
    expect(reviewBackPath('en', source)).toBe(`/en/researcher/digital-editing/details/${identity}`);
    expect(reviewQuery(source).queryKey).toEqual(['digital-edits', identity, 'review']);
  });
});

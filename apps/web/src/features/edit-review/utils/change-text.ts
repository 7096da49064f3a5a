import type { TReviewChange } from '@portal/domain/api/edit-review';
import type { TFunction } from '../../../lib/translation.ts';

/** A change's text as the panel shows it: a paragraph mark or a paragraph's formatting named in words. */
export const changeSnippet = (t: TFunction, change: TReviewChange) =>
  change.text === '\u00b6' ? t('review-paragraph-mark') : change.text || t('review-paragraph-formatting');

/** What a screen reader hears of a change: its kind and its text. */
export const changeSpoken = (t: TFunction, change: TReviewChange) => ({
  kind: t(`review-change-${change.kind}`),
  text: changeSnippet(t, change),
});

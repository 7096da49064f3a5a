import type { TStaffReviewQuestion } from '@portal/domain/api/edit-review-questions';
import { describe, expect, it } from 'vitest';
import { isOneReedit } from './reedit-dialog.tsx';

const question = (id: string, order: string, file: string) =>
  ({ id, file, order: { externalId: order, title: 'T', reeditKind: 'touch-up' } }) as unknown as TStaffReviewQuestion;

describe('which selected questions can become one re-edit', () => {
  it('takes 1 to 50 questions of one order and one file', () => {
    const file = '0b6f2a9e-8d5c-4d59-9d0c-2f3d8b7c1a11';
    expect(isOneReedit([])).toBe(false);
    expect(isOneReedit([question('a', 'AWK1', file), question('b', 'AWK1', file)])).toBe(true);
    expect(isOneReedit([question('a', 'AWK1', file), question('b', 'AWK2', file)])).toBe(false);
    expect(isOneReedit([question('a', 'AWK1', file), question('b', 'AWK1', 'other-file')])).toBe(false);
    const many = Array.from({ length: 51 }, (_, index) => question(String(index), 'AWK1', file));
    expect(isOneReedit(many.slice(0, 50))).toBe(true);
    expect(isOneReedit(many)).toBe(false);
  });
});

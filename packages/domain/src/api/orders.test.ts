import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, MESSAGE } from '../messages.ts';
import { splitEmailList, ZEmailNotificationsRequest, ZOrderEditDetails, ZOrderSearchQuery } from './orders.ts';

const future = new Date(Date.now() + 7 * 24 * 3600 * 1000);
const futureDay = future.toISOString().slice(0, 10);

function messages(result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  return fieldErrorsOf(result.error?.issues ?? []);
}

describe('order edit form', () => {
  it("requires a title ('You must specify a title') and a deadline ('A deadline is required')", () => {
    expect(messages(ZOrderEditDetails.safeParse({ title: ' ', deadline: '' }))).toEqual({
      title: MESSAGE.orderTitleRequired,
      deadline: MESSAGE.deadlineRequired,
    });
  });

  it('takes deadlines in 30-minute steps only', () => {
    expect(messages(ZOrderEditDetails.safeParse({ title: 'T', deadline: `${futureDay} 10:15` })).deadline).toBe(
      'order-deadline-step?minutes=30',
    );
    expect(ZOrderEditDetails.safeParse({ title: 'T', deadline: `${futureDay} 10:30` }).success).toBe(true);
  });

  it('refuses a deadline in the past', () => {
    expect(messages(ZOrderEditDetails.safeParse({ title: 'T', deadline: '2020-01-01 10:00' })).deadline).toBe(
      MESSAGE.deadlinePast,
    );
  });
});

describe('order search query', () => {
  it('takes MM/dd/yyyy dates and refuses others', () => {
    expect(ZOrderSearchQuery.safeParse({ from: '01/31/2026', page: '2' }).data).toEqual({ from: '01/31/2026', page: 2 });
    expect(ZOrderSearchQuery.safeParse({ from: '2026-01-31' }).success).toBe(false);
  });
});

describe('notification e-mails', () => {
  it('splits a typed list and keeps each address once', () => {
    const emails = splitEmailList('a@example.org, b@example.org; A@example.org\nc@example.org');
    expect(ZEmailNotificationsRequest.parse({ settings: { emails } }).settings.emails).toEqual([
      'a@example.org',
      'b@example.org',
      'c@example.org',
    ]);
  });

  it('refuses an invalid address and more than ten', () => {
    expect(ZEmailNotificationsRequest.safeParse({ settings: { emails: ['not-an-address'] } }).success).toBe(false);
    const eleven = Array.from({ length: 11 }, (_, i) => `co${i}@example.org`);
    expect(messages(ZEmailNotificationsRequest.safeParse({ settings: { emails: eleven } }))['settings.emails']).toBe(
      'notification-emails-too-many?max=10',
    );
  });
});

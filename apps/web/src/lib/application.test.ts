import { APPLICATION_LOAD_CACHE_MS, LOAD_RETRY_LIMIT, USER_DATA_CACHE_MS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { accountQuery, applicationLoadSchema, applicationQuery } from './application.ts';

describe('the start-up reads (shell-and-account §2, §9)', () => {
  it('keeps the application load 10 minutes and retries it up to 10 times', () => {
    expect(APPLICATION_LOAD_CACHE_MS).toBe(10 * 60 * 1000);
    expect(LOAD_RETRY_LIMIT).toBe(10);
    expect(applicationQuery.staleTime).toBe(APPLICATION_LOAD_CACHE_MS);
    expect(applicationQuery.gcTime).toBe(APPLICATION_LOAD_CACHE_MS);
    expect(applicationQuery.retry).toBe(LOAD_RETRY_LIMIT);
  });

  it('keeps the user data 10 minutes and retries its load up to 10 times', () => {
    expect(USER_DATA_CACHE_MS).toBe(10 * 60 * 1000);
    expect(accountQuery.staleTime).toBe(USER_DATA_CACHE_MS);
    expect(accountQuery.gcTime).toBe(USER_DATA_CACHE_MS);
    expect(accountQuery.retry).toBe(LOAD_RETRY_LIMIT);
  });
});

describe('the application load (researcher-area §8)', () => {
  it('fails an answer without the application, as a load that never came (the Unable to load application screen)', () => {
    for (const payload of [{ error: 'generic error message' }, { application: null }, null, 'text']) {
      expect(() => applicationLoadSchema.parse(payload)).toThrow('without an application');
    }
    const answer = { application: { siteLanguage: 'en' } };
    expect(applicationLoadSchema.parse(answer)).toBe(answer);
  });
});

import { describe, expect, it } from 'vitest';
import { grammarCheckAccess } from './grammar-check-access.ts';

describe('grammar check access', () => {
  it('sends a researcher whose grammar check is switched off back to /researcher', () => {
    const user = { loggedIn: true, languageAssessmentEnabled: false };
    expect(grammarCheckAccess({ user, allowsAnonymousLanguageAssessment: true })).toBe('researcher-home');
    expect(grammarCheckAccess({ user, allowsAnonymousLanguageAssessment: false })).toBe('researcher-home');
  });

  it('opens the pages to a researcher with the grammar check on', () => {
    const user = { loggedIn: true, languageAssessmentEnabled: true };
    expect(grammarCheckAccess({ user, allowsAnonymousLanguageAssessment: false })).toBe('open');
  });

  it('asks a visitor to sign in unless anonymous checks are allowed, and waits for the account', () => {
    expect(grammarCheckAccess({ user: { loggedIn: false }, allowsAnonymousLanguageAssessment: false })).toBe('sign-in');
    expect(grammarCheckAccess({ user: { loggedIn: false }, allowsAnonymousLanguageAssessment: true })).toBe('open');
    expect(grammarCheckAccess({ user: undefined, allowsAnonymousLanguageAssessment: true })).toBe('unknown');
  });
});

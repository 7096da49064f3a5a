/**
 * Who may use the grammar check pages (researcher area §2, §6): a researcher whose grammar check is switched
 * off goes back to /researcher, from the upload page and the report alike; a visitor needs to sign in unless
 * anonymous checks are allowed; everyone else may use them. Until the account is known the pages wait.
 */
export type TGrammarCheckAccess = 'open' | 'sign-in' | 'researcher-home' | 'unknown';

export function grammarCheckAccess(input: {
  /** The account as loaded: undefined until it is known. */
  user: { loggedIn: boolean; languageAssessmentEnabled?: boolean } | undefined;
  allowsAnonymousLanguageAssessment: boolean;
}): TGrammarCheckAccess {
  if (!input.user) return 'unknown';
  if (input.user.loggedIn) return input.user.languageAssessmentEnabled === false ? 'researcher-home' : 'open';
  return input.allowsAnonymousLanguageAssessment ? 'open' : 'sign-in';
}

import type { TOrderForm } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { detailsFieldOf, detailsSchema, type TDetailsRules, type TServiceQuestion, visibleQuestions } from './details-schema.ts';

const question = (overrides: Partial<TServiceQuestion>): TServiceQuestion => ({
  identity: 'q',
  label: 'Question',
  type: 'text',
  required: false,
  choices: [],
  followUpQuestionIdentities: [],
  englishOnly: false,
  ...overrides,
});

const rules = (overrides: Partial<TDetailsRules> = {}): TDetailsRules => ({
  isTitleShown: true,
  isAreaOfStudyShown: true,
  isAreaOfStudyRequired: false,
  isJournalShown: false,
  isJournalRequired: false,
  questions: [],
  questionsRequiringPreviousSelection: [],
  ...overrides,
});

const order = (manuscriptLanguageId: number) => ({ manuscriptLanguageId }) as TOrderForm;
const values = {
  projectTitle: 'A title',
  styleOfEnglish: 'American' as const,
  areaOfStudyId: null,
  journalName: '',
  journalUrl: '',
  answers: {},
};

describe('details form rules', () => {
  it('asks multiple-choice questions of English manuscripts only', () => {
    const focus = question({ identity: 'focus', type: 'multiple-choice' });
    expect(visibleQuestions(rules({ questions: [focus] }), order(1), {})).toHaveLength(1);
    expect(visibleQuestions(rules({ questions: [focus] }), order(2), {})).toHaveLength(0);
  });

  it('asks a follow-up once its question is answered with anything but no', () => {
    const lead = question({ identity: 'lead', type: 'select', followUpQuestionIdentities: ['more'] });
    const more = question({ identity: 'more' });
    const r = rules({ questions: [lead, more], questionsRequiringPreviousSelection: ['more'] });
    expect(visibleQuestions(r, order(1), { lead: 'no' }).map((q) => q.identity)).toEqual(['lead']);
    expect(visibleQuestions(r, order(1), { lead: 'yes' }).map((q) => q.identity)).toEqual(['lead', 'more']);
  });

  it('gives the spec messages for a missing title and a journal website without its scheme', () => {
    const result = detailsSchema(rules(), order(1)).safeParse({ ...values, projectTitle: ' ', journalUrl: 'www.journal.org' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toContain('project-title-required');
    expect(messages).toContain('journal-website-invalid');
  });

  it('limits the project title to 512 characters and the journal website to 255', () => {
    const schema = detailsSchema(rules({ isJournalShown: true }), order(1));
    const url = (length: number) => `https://${'j'.repeat(length - 12)}.org`;
    expect(schema.safeParse({ ...values, projectTitle: 't'.repeat(512), journalUrl: url(255) }).success).toBe(true);
    const result = schema.safeParse({ ...values, projectTitle: 't'.repeat(513), journalUrl: url(256) });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['projectTitle', 'field-too-long?max=512'],
      ['journalUrl', 'journal-website-too-long'],
    ]);
  });

  it('requires the journal name only when a service requires journal details', () => {
    const required = rules({ isJournalShown: true, isJournalRequired: true });
    expect(detailsSchema(required, order(1)).safeParse(values).error?.issues[0]?.message).toBe('journal-details-required');
    expect(detailsSchema(rules({ isJournalShown: true }), order(1)).safeParse(values).success).toBe(true);
  });

  it('places the server field errors on the form fields', () => {
    expect(detailsFieldOf('journal.name')).toBe('journalName');
    expect(detailsFieldOf('answers.scientific-editing:focus')).toBe('answers.scientific-editing:focus');
    expect(detailsFieldOf('somethingElse')).toBeNull();
  });
});

import type { TOrderForm } from '@portal/domain';
import { z } from 'zod';

export type TServiceQuestion = {
  identity: string;
  label: string;
  type: 'text' | 'textarea' | 'multiple-choice' | 'select' | 'toggle' | 'int';
  required: boolean;
  choices: { value: string; label: string }[];
  followUpQuestionIdentities: string[];
  englishOnly: boolean;
};

export type TAnswer = string | boolean | string[];

export type TDetailsFormValues = {
  projectTitle: string;
  styleOfEnglish: 'American' | 'British';
  areaOfStudyId: number | null;
  journalName: string;
  journalUrl: string;
  answers: Record<string, TAnswer | undefined>;
};

export type TDetailsRules = {
  isTitleShown: boolean;
  isAreaOfStudyShown: boolean;
  isAreaOfStudyRequired: boolean;
  isJournalShown: boolean;
  isJournalRequired: boolean;
  questions: readonly TServiceQuestion[];
  questionsRequiringPreviousSelection: readonly string[];
};

/** Manuscript language 1 is English; English-only (multiple-choice) questions are asked only then (spec §5). */
const ENGLISH_LANGUAGE_ID = 1;

function isAnswered(answer: TAnswer | undefined): boolean {
  if (Array.isArray(answer)) return answer.length > 0;
  if (typeof answer === 'boolean') return answer;
  return typeof answer === 'string' && answer.trim() !== '';
}

/** A lead question opens its follow-ups when answered with anything but "no". */
function opensFollowUps(answer: TAnswer | undefined): boolean {
  return isAnswered(answer) && answer !== 'no';
}

/** The questions to ask now: language-gated ones for English manuscripts, follow-ups once their lead is answered. */
export function visibleQuestions(
  rules: TDetailsRules,
  order: TOrderForm,
  answers: Record<string, TAnswer | undefined>,
): TServiceQuestion[] {
  const isEnglish = order.manuscriptLanguageId === ENGLISH_LANGUAGE_ID;
  return rules.questions.filter((question) => {
    if ((question.englishOnly || question.type === 'multiple-choice') && !isEnglish) return false;
    if (!rules.questionsRequiringPreviousSelection.includes(question.identity)) return true;
    return rules.questions.some(
      (lead) => lead.followUpQuestionIdentities.includes(question.identity) && opensFollowUps(answers[lead.identity]),
    );
  });
}

/** Where the server's field errors belong in the details form. */
export function detailsFieldOf(serverField: string): string | null {
  if (serverField === 'projectTitle' || serverField === 'areaOfStudyId' || serverField === 'styleOfEnglish') return serverField;
  if (serverField === 'journal.name') return 'journalName';
  if (serverField === 'journal.url') return 'journalUrl';
  return serverField.startsWith('answers.') ? serverField : null;
}

/** The details form's rules, with the server's message keys, for what this order shows. */
export function detailsSchema(rules: TDetailsRules, order: TOrderForm) {
  return z
    .object({
      projectTitle: z.string().max(512, { error: 'field-too-long?max=512' }),
      styleOfEnglish: z.enum(['American', 'British'], { error: 'order-form-style-of-english-required' }),
      areaOfStudyId: z.number().int().positive().nullable(),
      journalName: z.string().max(255, { error: 'field-too-long?max=255' }),
      journalUrl: z
        .string()
        .trim()
        .max(255, { error: 'journal-website-too-long' })
        .refine((v) => v === '' || /^https?:\/\//i.test(v), { error: 'journal-website-invalid' }),
      // Questions never touched have no value yet; the required ones are checked below.
      answers: z.record(z.string(), z.union([z.string(), z.boolean(), z.array(z.string())]).optional()),
    })
    .superRefine((values, context) => {
      if (rules.isTitleShown && values.projectTitle.trim() === '') {
        context.addIssue({ code: 'custom', path: ['projectTitle'], message: 'project-title-required' });
      }
      if (rules.isAreaOfStudyShown && rules.isAreaOfStudyRequired && values.areaOfStudyId === null) {
        context.addIssue({ code: 'custom', path: ['areaOfStudyId'], message: 'area-of-study-error' });
      }
      if (rules.isJournalShown && rules.isJournalRequired && values.journalName.trim() === '') {
        context.addIssue({ code: 'custom', path: ['journalName'], message: 'journal-details-required' });
      }
      for (const question of visibleQuestions(rules, order, values.answers)) {
        if (question.required && question.type !== 'toggle' && !isAnswered(values.answers[question.identity])) {
          context.addIssue({ code: 'custom', path: ['answers', question.identity], message: 'value-required' });
        }
      }
    });
}

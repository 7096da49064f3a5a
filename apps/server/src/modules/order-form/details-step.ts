import { ZEmail } from '@portal/domain';
import { AppError } from '../../platform/errors.ts';
import type { TAnswerValue } from '../../schema/order-form.ts';
import { queueReferralInvitations } from '../referrals/index.ts';
import type { TOrderFormContext } from './context.ts';
import type { TRequester } from './form-access.ts';
import type { TOrderFormPatch } from './repository.ts';
import * as repository from './repository.ts';
import { detailsErrors, questionsAsked } from './step-rules.ts';

// The details step (title, style, area of study, journal, the services' questions, a duplicate order),
// and the referral e-mails.

export const MAX_REFERRAL_EMAILS = 10;

export function createDetailsStep({ db, mutate }: TOrderFormContext) {
  return {
    saveDetails(
      requester: TRequester,
      identity: string,
      input: {
        projectTitle?: string | undefined;
        styleOfEnglish?: 'American' | 'British' | undefined;
        areaOfStudyId?: number | null | undefined;
        journal?: { name: string; url: string } | null | undefined;
        answers: Record<string, TAnswerValue>;
        duplicateChoice?: 'new' | 'existing' | undefined;
      },
    ) {
      return mutate(requester, identity, async ({ dbx, row, env, evaluation }) => {
        if (input.duplicateChoice) {
          if (row.currentStep !== 'duplicate-order') throw new AppError(409, 'step-not-available');
          return input.duplicateChoice === 'new'
            ? { patch: { duplicateOrderExternalId: null, currentStep: 'payment-details' } }
            : { patch: {} };
        }
        if (evaluation.pricing.lines.length === 0) throw new AppError(409, 'submission-issue');
        const patch: TOrderFormPatch = {};
        if (input.projectTitle !== undefined) patch.projectTitle = input.projectTitle.trim() || null;
        if (input.styleOfEnglish !== undefined) patch.styleOfEnglish = input.styleOfEnglish;
        if (input.areaOfStudyId !== undefined) {
          if (input.areaOfStudyId !== null && !env.catalogue.areaById.get(input.areaOfStudyId)?.isLeaf) {
            throw AppError.invalid({ areaOfStudyId: 'area-of-study-error' });
          }
          patch.areaOfStudyId = input.areaOfStudyId;
        }
        if (input.journal !== undefined) {
          patch.journalName = input.journal?.name || null;
          patch.journalUrl = input.journal?.url || null;
        }
        const next = { ...row, ...patch };
        const asked = questionsAsked(
          evaluation.selectedServices,
          input.answers as Record<string, TAnswerValue>,
          next.manuscriptLanguageId,
          env.catalogue,
        );
        const answers: Record<string, TAnswerValue> = {};
        const answerErrors: Record<string, string> = {};
        for (const question of asked) {
          const value = input.answers[question.identity] as TAnswerValue | undefined;
          if (value === undefined) continue;
          const allowed = question.choices.map((c) => c.value);
          const values = Array.isArray(value) ? value : [String(value)];
          if (allowed.length > 0 && values.some((v) => !allowed.includes(v)))
            answerErrors[`answers.${question.identity}`] = 'invalid-value';
          else if (typeof value === 'string' && value.length > 4000)
            answerErrors[`answers.${question.identity}`] = 'field-too-long?max=4000';
          else answers[question.identity] = value;
        }
        patch.answers = answers;
        const errors = { ...detailsErrors({ ...next, answers }, evaluation, env.catalogue), ...answerErrors };
        if (Object.keys(errors).length > 0) throw AppError.invalid(errors);
        const title = next.projectTitle;
        // A re-edit keeps the title of the order it continues: that order is not a duplicate.
        const duplicate =
          requester.auth && title && !row.parentOrderExternalId
            ? await repository.findPlacedOrderByTitle(dbx, requester.auth.user.id, title)
            : undefined;
        return {
          patch: {
            ...patch,
            duplicateOrderExternalId: duplicate?.externalId ?? null,
            currentStep: duplicate ? 'duplicate-order' : 'payment-details',
          },
        };
      });
    },

    saveJournal(requester: TRequester, identity: string, journal: { name: string; url: string }) {
      return mutate(requester, identity, () => ({
        patch: { journalName: journal.name || null, journalUrl: journal.url || null },
      }));
    },

    /** Comma-separated addresses, trimmed, empties dropped; with those already invited, 1 to 10. */
    async saveReferralEmails(requester: TRequester, identity: string, text: string) {
      const entered = text
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean);
      const isEveryValid = entered.every((e) => ZEmail.safeParse(e).success);
      const outcome = await mutate(requester, identity, ({ row }) => {
        const known = new Set(row.referralEmails.map((e) => e.toLowerCase()));
        const added = entered.filter(
          (e, i) => !known.has(e.toLowerCase()) && entered.findIndex((o) => o.toLowerCase() === e.toLowerCase()) === i,
        );
        const combined = [...row.referralEmails, ...added];
        if (!isEveryValid || entered.length === 0 || combined.length > MAX_REFERRAL_EMAILS) {
          throw AppError.invalid({ referralEmails: 'referral-email-validation-error' });
        }
        return { patch: { referralEmails: combined } };
      });
      // A signed-in researcher's invitations go out now; a visitor's when the order is placed (orders/jobs.ts).
      if (outcome.row.userId !== null) await queueReferralInvitations(db, outcome.row.id);
      return { referralEmails: outcome.row.referralEmails, error: null };
    },

    async findDuplicateOrder(requester: TRequester, title: string) {
      if (!requester.auth) return { order: null };
      const order = await repository.findPlacedOrderByTitle(db, requester.auth.user.id, title);
      return { order: order ? { externalId: order.externalId, title: order.title, date: order.createdAt.toISOString() } : null };
    },
  };
}

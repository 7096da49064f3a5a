import type { TReviewChange } from '@portal/domain/api/edit-review';
import { REVIEW_QUESTION_MAX, type TReviewQuestion } from '@portal/domain/api/edit-review-questions';

/** The questions of each change, oldest first (a change may be asked about more than once). */
export function questionsByChange(questions: readonly TReviewQuestion[]): Map<string, TReviewQuestion[]> {
  const byChange = new Map<string, TReviewQuestion[]>();
  for (const question of questions) {
    const list = byChange.get(question.change.id) ?? [];
    list.push(question);
    byChange.set(question.change.id, list);
  }
  return byChange;
}

/** A question saved (asked or replied to) replaces the one with its id, or joins the list. */
export function withQuestion(questions: readonly TReviewQuestion[], saved: TReviewQuestion): TReviewQuestion[] {
  return questions.some((question) => question.id === saved.id)
    ? questions.map((question) => (question.id === saved.id ? saved : question))
    : [...questions, saved];
}

/** The disputed changes: those asked about, in the file's order. */
export function disputedChanges(changes: readonly TReviewChange[], questions: readonly TReviewQuestion[]): TReviewChange[] {
  const asked = new Set(questions.map((question) => question.change.id));
  return changes.filter((change) => asked.has(change.id));
}

/** The disputed changes the researcher left ticked (all of them unless unticked), in the file's order. */
export function chosenForReedit(disputed: readonly TReviewChange[], unticked: ReadonlySet<string>): string[] {
  return disputed.filter((change) => !unticked.has(change.id)).map((change) => change.id);
}

/** How many characters a message may still take; negative when it is too long. */
export const charactersLeft = (text: string) => REVIEW_QUESTION_MAX - text.trim().length;

/** A starter put into the question box: it replaces an empty box, or goes on a line of its own after the text. */
export function withStarter(text: string, starter: string): string {
  const current = text.trimEnd();
  if (!current) return starter;
  if (current.includes(starter)) return text;
  return `${current}\n${starter}`;
}

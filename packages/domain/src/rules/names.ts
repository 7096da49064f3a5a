import { dateLanguageOf } from './dates.ts';

/** Han, kana or hangul: a name written in CJK script reads without a space between family and given name. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

type TName = { firstName: string; lastName: string };

/**
 * A person's full name as the language writes it (docs/decisions.md, "Names and greetings"): Chinese puts the
 * family name first, for a name in Han script and for a romanized one ("李伟", "Li Wei"); Japanese puts it first
 * for a name in CJK script ("李 伟", "山田 太郎") and writes a name in Latin script as its owner does, given name
 * first ("Alice Walker"), as Japanese correspondence does; the other languages put the given name first.
 */
export function personNameOf({ firstName, lastName }: TName, language: string | null | undefined): string {
  const first = firstName.trim();
  const last = lastName.trim();
  const code = dateLanguageOf(language);
  const isCjkScript = CJK.test(first + last);
  if (code !== 'zh' && !(code === 'ja' && isCjkScript)) return [first, last].filter(Boolean).join(' ');
  const joiner = code === 'zh' && isCjkScript ? '' : ' ';
  return [last, first].filter(Boolean).join(joiner);
}

/**
 * The name a greeting addresses: the given name in English, Portuguese and Spanish ("Welcome, Wei"); the full
 * name, family name first, in Chinese and Japanese ("李伟，您好", "李 伟さん"), where a given name alone is
 * too familiar for a business greeting.
 */
export function greetingNameOf(name: TName, language: string | null | undefined): string {
  const code = dateLanguageOf(language);
  if (code === 'zh' || code === 'ja') return personNameOf(name, language);
  return name.firstName.trim() || personNameOf(name, language);
}

/** A researcher whose account is younger than this is on their first visit: greeted "Welcome", not "Welcome back". */
export const FIRST_VISIT_MS = 60 * 60 * 1000;

/** Whether an account created at `customerSince` is still on its first visit at `now`. */
export function isFirstVisit(customerSince: string, now: Date): boolean {
  const created = new Date(customerSince).getTime();
  return Number.isFinite(created) && now.getTime() - created < FIRST_VISIT_MS;
}

import { useId } from 'react';
import { useTranslation } from '../../../lib/translation.ts';

const QUESTIONS = [
  { question: 'info-faq-deadline-question', answer: 'info-faq-deadline-answer' },
  { question: 'info-faq-re-edit-question', answer: 'info-faq-re-edit-answer' },
  { question: 'info-faq-invoice-question', answer: 'info-faq-invoice-answer' },
  { question: 'info-faq-change-question', answer: 'info-faq-change-answer' },
  { question: 'info-faq-confidentiality-question', answer: 'info-faq-confidentiality-answer' },
] as const;

export function SupportFaq() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="info-faq" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('info-faq-heading')}</h2>
      {QUESTIONS.map(({ question, answer }) => (
        <details key={question} className="info-faq__item">
          <summary className="info-faq__question">{t(question)}</summary>
          <p className="info-faq__answer">{t(answer)}</p>
        </details>
      ))}
    </section>
  );
}

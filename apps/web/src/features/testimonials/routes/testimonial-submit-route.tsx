import { TESTIMONIAL_SUCCESS } from '@portal/domain/api/testimonials';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { patchCachedUser, useUser } from '../../../lib/application.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { TestimonialForm } from '../components/testimonial-form.tsx';
import '../testimonials.css';

/** /{lang}/testimonials/submit (and /testimonials): a signed-in researcher's testimonial, sent once. */
export function Component() {
  const { t } = useTranslation();
  const user = useUser();
  const [isSent, setSent] = useState(false);
  return (
    <div className="testimonials-page">
      <h1>{t('testimonials-title')}</h1>
      {isSent ? (
        <Alert kind="success">{t(TESTIMONIAL_SUCCESS)}</Alert>
      ) : user.submittedTestimonial ? (
        <Alert kind="info">{t('testimonials-already-submitted')}</Alert>
      ) : (
        <>
          <p className="testimonials-page__intro">{t('testimonials-intro')}</p>
          <TestimonialForm
            onSent={() => {
              setSent(true);
              patchCachedUser((current) => ({ ...current, submittedTestimonial: true }));
            }}
          />
        </>
      )}
    </div>
  );
}

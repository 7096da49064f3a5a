import { zodResolver } from '@hookform/resolvers/zod';
import {
  TESTIMONIAL_ERROR,
  TESTIMONIAL_MAX_LENGTH,
  TESTIMONIAL_PHOTO_EXTENSIONS,
  TESTIMONIAL_PHOTO_MAX_BYTES,
  type TTestimonialCreateFields,
  ZTestimonialCreateFields,
} from '@portal/domain/api/testimonials';
import { withParams } from '@portal/domain/messages';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';
import { FileDropField, hasExtension, type TFileDropStatus } from '../../../components/ui/file-drop-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { createTestimonial } from '../api/create-testimonial.ts';

type TOutput = z.output<typeof ZTestimonialCreateFields>;

/** A message key for a photo the page can refuse before sending it; null when it may go. */
function photoProblemOf(photo: File | null): string | null {
  if (!photo) return null;
  if (!hasExtension(photo, TESTIMONIAL_PHOTO_EXTENSIONS)) return TESTIMONIAL_ERROR.photoType;
  if (photo.size > TESTIMONIAL_PHOTO_MAX_BYTES) {
    return withParams(TESTIMONIAL_ERROR.photoTooLarge, { max: TESTIMONIAL_PHOTO_MAX_BYTES / (1024 * 1024) });
  }
  return null;
}

/** The photo as the researcher chose it, shown before it is sent (as a data: address, which the page's CSP allows). */
function PhotoPreview({ photo }: { photo: File }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const reader = new FileReader();
    reader.onload = () => setUrl(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(photo);
    return () => {
      reader.abort();
      setUrl(null);
    };
  }, [photo]);
  return url ? <img className="testimonial-form__preview" src={url} alt={t('testimonials-photo-preview')} /> : null;
}

/**
 * The testimonial form (shell and account §2): the text, checked with the server's rule, and at most one
 * optional photo through the shared upload field, with its preview and remove. `onSent` runs once the server
 * has the testimonial.
 */
export function TestimonialForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const form = useForm<TTestimonialCreateFields, unknown, TOutput>({
    resolver: zodResolver(ZTestimonialCreateFields),
    defaultValues: { testimonial: '' },
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const photoProblem = photoProblemOf(photo);
  const status: TFileDropStatus =
    progress !== null
      ? progress < 1
        ? 'uploading'
        : 'processing'
      : photo && photoProblem === TESTIMONIAL_ERROR.photoType
        ? 'filetype'
        : photo && photoProblem
          ? 'failure'
          : photo
            ? 'ready'
            : 'idle';

  async function onValid(values: TOutput) {
    if (photoProblem) return;
    setServerError(null);
    setProgress(0);
    try {
      await createTestimonial(values.testimonial, photo, setProgress);
      onSent();
    } catch (failure) {
      setServerError(failure instanceof ApiError ? failure.code : 'network-request-error');
    } finally {
      setProgress(null);
    }
  }

  const textError = form.formState.errors.testimonial?.message;
  return (
    <form className="testimonial-form card" onSubmit={form.handleSubmit(onValid)} noValidate>
      <TextAreaField
        label={t('testimonials-text-label')}
        isRequired
        rows={7}
        maxLength={TESTIMONIAL_MAX_LENGTH}
        error={textError}
        disabled={progress !== null}
        {...form.register('testimonial')}
      />
      <FileDropField
        label={t('testimonials-photo-label')}
        file={photo}
        status={status}
        progress={progress ?? 0}
        extensions={TESTIMONIAL_PHOTO_EXTENSIONS}
        failureText={photoProblem ? translateMessage(t, photoProblem) : undefined}
        onFile={(next) => {
          setServerError(null);
          setPhoto(next);
        }}
      />
      <p className="field__hint">{t('testimonials-photo-hint')}</p>
      {photo && !photoProblem ? <PhotoPreview photo={photo} /> : null}
      {serverError ? <Alert kind="error">{translateMessage(t, serverError)}</Alert> : null}
      <Button type="submit" isBusy={progress !== null} disabled={progress !== null}>
        {t('testimonials-submit')}
      </Button>
    </form>
  );
}

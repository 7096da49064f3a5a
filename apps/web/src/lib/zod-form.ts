import { type ChangeEvent, type FocusEvent, useCallback, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';

type TFieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type TValues = Record<string, unknown>;

export type TZodFormRegistration = {
  name: string;
  ref: (element: TFieldElement | null) => void;
  onChange: (event: ChangeEvent<TFieldElement>) => void;
  onFocus: (event: FocusEvent<TFieldElement>) => void;
  onBlur: (event: FocusEvent<TFieldElement>) => void;
};

/**
 * A small form hook for the entry pages (sign-in, registration, password reset), where every kilobyte
 * counts: uncontrolled fields read from the page, checked by the same zod schema as the server, errors as
 * message keys. It has the shape of react-hook-form's API that those pages use (register, handleSubmit,
 * formState, setError, setFocus, trigger, getValues, setValue, watch), and its behaviour: validation on
 * submit, then again on each change once the form has been submitted.
 *
 * `schema` may be the import that gives it (a stable function): the sign-in screens then load the schema,
 * and zod with it, when a field first takes the focus or the form is checked, not with the screen.
 */
export function useZodForm<TSchema extends z.ZodType<unknown, TValues>>(
  schema: TSchema | (() => Promise<TSchema>),
  defaultValues: Partial<z.input<TSchema>> & TValues,
) {
  type TName = Extract<keyof z.input<TSchema>, string>;
  const elements = useRef(new Map<string, TFieldElement>());
  const defaults = useRef<TValues>(defaultValues);
  const [errors, setErrors] = useState<Partial<Record<string, { message: string }>>>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isDirty, setIsDirty] = useState(false);
  const [, setVersion] = useState(0);
  const watched = useRef(new Set<string>());

  const readValue = useCallback((name: string): unknown => {
    const element = elements.current.get(name);
    if (!element) return defaults.current[name];
    if (element instanceof HTMLInputElement && element.type === 'checkbox') return element.checked;
    return element.value;
  }, []);

  const getAllValues = useCallback((): TValues => {
    const values: TValues = { ...defaults.current };
    for (const name of elements.current.keys()) values[name] = readValue(name);
    return values;
  }, [readValue]);

  const loading = useRef<Promise<TSchema> | null>(null);
  const loadSchema = useCallback((): Promise<TSchema> => {
    loading.current ??= typeof schema === 'function' ? schema() : Promise.resolve(schema);
    return loading.current;
  }, [schema]);

  /** The schema's message for each field, from one parse of the whole form. */
  const validate = useCallback(
    async (values: TValues) => {
      const result = (await loadSchema()).safeParse(values);
      const found: Record<string, { message: string }> = {};
      if (!result.success) {
        for (const issue of result.error.issues) {
          const field = String(issue.path[0] ?? '');
          if (field && !found[field]) found[field] = { message: issue.message };
        }
      }
      return { result, found };
    },
    [loadSchema],
  );

  /** Whether any field differs from its default (the value the form was opened or last reset with). */
  const updateDirty = useCallback(() => {
    const values = getAllValues();
    setIsDirty(Object.keys(values).some((name) => normalised(values[name]) !== normalised(defaults.current[name])));
  }, [getAllValues]);

  /** Checks one field against the whole form's parse; true when it has no message. */
  const revalidateField = useCallback(
    async (name: string): Promise<boolean> => {
      const { found } = await validate(getAllValues());
      setErrors((current) => {
        const next = { ...current };
        if (found[name]) next[name] = found[name];
        else delete next[name];
        return next;
      });
      return !found[name];
    },
    [validate, getAllValues],
  );

  const register = useCallback(
    (name: TName, options: { onChange?: (event: ChangeEvent<TFieldElement>) => void } = {}): TZodFormRegistration => ({
      name,
      ref: (element) => {
        if (!element) return;
        if (!elements.current.has(name)) {
          const initial = defaults.current[name];
          if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = Boolean(initial);
          else if (initial !== undefined && initial !== null) element.value = String(initial);
        }
        elements.current.set(name, element);
      },
      onChange: (event) => {
        options.onChange?.(event);
        updateDirty();
        if (isSubmitted) void revalidateField(name);
        if (watched.current.has(name)) setVersion((v) => v + 1);
      },
      onFocus: () => void loadSchema().catch(() => undefined),
      onBlur: () => undefined,
    }),
    [isSubmitted, revalidateField, updateDirty, loadSchema],
  );

  const handleSubmit = useCallback(
    (onValid: (values: z.output<TSchema>) => unknown) => async (event?: { preventDefault: () => void }) => {
      event?.preventDefault();
      setIsSubmitted(true);
      const { result, found } = await validate(getAllValues());
      setErrors(found);
      if (!result.success) {
        const first = Object.keys(found)[0];
        if (first) elements.current.get(first)?.focus();
        return;
      }
      setIsSubmitting(true);
      try {
        await onValid(result.data as z.output<TSchema>);
      } finally {
        setIsSubmitting(false);
      }
    },
    [validate, getAllValues],
  );

  return useMemo(
    () => ({
      register,
      handleSubmit,
      formState: { errors, isSubmitted, isSubmitting, isDirty },
      setError: (name: TName, error: { message: string }, options: { shouldFocus?: boolean } = {}) => {
        setErrors((current) => ({ ...current, [name]: error }));
        if (options.shouldFocus) elements.current.get(name)?.focus();
      },
      /** New defaults (after a save): fields show them, messages clear, the form is clean again. */
      reset: (next?: Partial<z.input<TSchema>> & TValues) => {
        const values: TValues = next ?? defaults.current;
        defaults.current = values;
        for (const [name, element] of elements.current) {
          const value = values[name];
          if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = Boolean(value);
          else element.value = value === undefined || value === null ? '' : String(value);
        }
        setErrors({});
        setIsSubmitted(false);
        setIsDirty(false);
      },
      setFocus: (name: TName) => elements.current.get(name)?.focus(),
      /** Validates one field; true when it has no message. */
      trigger: (name: TName) => revalidateField(name),
      getValues: (name: TName) => readValue(name) as z.input<TSchema>[TName],
      setValue: (name: TName, value: string | boolean, options: { shouldValidate?: boolean } = {}) => {
        const element = elements.current.get(name);
        if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = Boolean(value);
        else if (element) element.value = String(value);
        else defaults.current = { ...defaults.current, [name]: value };
        if (options.shouldValidate) void revalidateField(name);
        if (watched.current.has(name)) setVersion((v) => v + 1);
      },
      /** The field's current value; the form re-renders when it changes. */
      watch: (name: TName) => {
        watched.current.add(name);
        return readValue(name) as z.input<TSchema>[TName];
      },
    }),
    [register, handleSubmit, errors, isSubmitted, isSubmitting, isDirty, readValue, revalidateField],
  );
}

/** Values as the page holds them: unset and empty are the same, numbers compare as text. */
function normalised(value: unknown): string {
  if (value === undefined || value === null) return '';
  return String(value);
}

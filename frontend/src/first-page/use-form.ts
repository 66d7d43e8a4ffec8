import { useRef, useState } from 'react';
import type { FieldErrors } from './validation';

type Validation = typeof import('./validation');

let validation: Promise<Validation> | undefined;

/** The zod schemas, fetched once: on the first interaction, or on submit at the latest. */
export function loadValidation(): Promise<Validation> {
  validation ??= import('./validation').catch((error: unknown) => {
    // A failed download is forgotten, so the next attempt fetches again.
    validation = undefined;
    throw error;
  });
  return validation;
}

function without(errors: FieldErrors, field: string): FieldErrors {
  if (!(field in errors)) return errors;
  const rest = { ...errors };
  delete rest[field];
  return rest;
}

/**
 * The part of Mantine's useForm the two forms use: all fields validated on submit; with `validateOnChange` a field is
 * validated as it changes, otherwise its error clears when it changes.
 */
export function useSignedOutForm<Values extends Record<string, string | boolean>>(
  initial: Values,
  validate: (schemas: Validation, values: Values) => FieldErrors,
  validateOnChange: boolean,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Read by validations that finish after later keystrokes, so they judge what is in the form now.
  const latest = useRef(values);

  const set = <Field extends keyof Values & string>(field: Field, value: Values[Field]) => {
    latest.current = { ...latest.current, [field]: value };
    setValues(latest.current);
    if (!validateOnChange) {
      setErrors((current) => without(current, field));
      return;
    }
    loadValidation().then(
      (schemas) => {
        const message = validate(schemas, latest.current)[field];
        setErrors((current) => (message ? { ...current, [field]: message } : without(current, field)));
      },
      // Not downloaded (offline): the field is judged on submit, which says so if it still cannot be.
      () => undefined,
    );
  };

  /** The values when every field is valid; null after showing the errors. */
  const validated = async (): Promise<Values | null> => {
    const found = validate(await loadValidation(), latest.current);
    setErrors(found);
    return Object.keys(found).length > 0 ? null : latest.current;
  };

  return { values, errors, set, setErrors, validated };
}

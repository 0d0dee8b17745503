import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { applyApiErrorToForm, fieldErrorText, SERVER_ERROR_TYPE } from '../../../common/lib/form-errors';
import { checkPassword, checkUsername, credentialsToSend, type Credentials } from './sign-in-checks';

type Field = keyof Credentials;
type FieldErrors = Partial<Record<Field, { type: string; message: string }>>;

const FIELDS: readonly Field[] = ['username', 'password'];
const CHECKS: Record<Field, (value: string) => string | undefined> = { username: checkUsername, password: checkPassword };

/**
 * The sign-in form's state in plain React, so the sign-in page loads no form library. It behaves as the other
 * forms do: a field is checked when it is left and then on every change, every field on submit (the first
 * wrong one gets the focus), and a server's message under a field goes as soon as the user types there.
 */
export function useSignInForm(submit: (values: Credentials) => Promise<void>) {
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const setFieldError = (name: Field, message: string | undefined, type = 'validation') =>
    setErrors((e) => {
      const next = { ...e };
      if (message) next[name] = { type, message };
      else delete next[name];
      return next;
    });

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: fieldErrorText(errors[name]),
    ref: (el: HTMLInputElement | null) => {
      inputs.current[name] = el;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      if (touched[name] || submitted) setFieldError(name, CHECKS[name](value));
      else if (errors[name]?.type === SERVER_ERROR_TYPE) setFieldError(name, undefined);
    },
    onBlur: () => {
      setTouched((t) => ({ ...t, [name]: true }));
      setFieldError(name, CHECKS[name](values[name]));
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitted(true);
    const found: FieldErrors = {};
    for (const name of FIELDS) {
      const message = CHECKS[name](values[name]);
      if (message) found[name] = { type: 'validation', message };
    }
    setErrors(found);
    const firstWrong = FIELDS.find((name) => found[name]);
    if (firstWrong) {
      inputs.current[firstWrong]?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await submit(credentialsToSend(values));
    } finally {
      setSubmitting(false);
    }
  };

  /** Puts a failed call's field messages under the fields (the first one focused). */
  const applyApiError = (error: unknown) =>
    applyApiErrorToForm<Credentials>(
      (name, error, options) => {
        setFieldError(name as Field, error.message, error.type);
        if (options?.shouldFocus) inputs.current[name as Field]?.focus();
      },
      error,
      FIELDS,
    );

  return { field, onSubmit, isSubmitting, applyApiError };
}

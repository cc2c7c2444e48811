import type { InputHTMLAttributes, ReactNode } from 'react';
import { controlClasses, Field, TextArea } from '../components/fields';

/** A text field of the registration form; `name` is its request path, used to focus the first invalid one. */
export function TextInput({
  name,
  label,
  hint,
  error,
  optional,
  value,
  onValue,
  onBlur,
  className,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name'> & {
  name: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean;
  value: string;
  onValue: (value: string) => void;
}) {
  return (
    <Field label={label} hint={hint} error={error} optional={optional} className={className}>
      {(control) => (
        <input
          {...control}
          {...input}
          data-field={name}
          className={controlClasses}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}

export function TextAreaInput({
  name,
  label,
  hint,
  error,
  value,
  onValue,
  onBlur,
  maxLength,
  placeholder,
}: {
  name: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  value: string;
  onValue: (value: string) => void;
  onBlur?: () => void;
  maxLength?: number;
  placeholder?: string;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <TextArea
          {...control}
          data-field={name}
          rows={4}
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(event) => onValue(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}

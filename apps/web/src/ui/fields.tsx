/**
 * The design system's form fields: its frame, look and select (./field-frame.tsx, decision 112) with the input, number,
 * text area and form-level alert built on them. Forms import them all from here. Changes when a kind of field is
 * added or drawn differently.
 */
import { CircleAlert } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from './cx';
import { Field, type FieldFrame, inputClasses, textAreaClasses } from './field-frame';

export {
  type ControlProps,
  controlClasses,
  Field,
  FieldError,
  type FieldFrame,
  inputClasses,
  Select,
  selectClasses,
  textAreaClasses,
} from './field-frame';

export type InputFieldProps = FieldFrame &
  Omit<ComponentProps<'input'>, 'id' | 'className' | 'children'> & {
    /** The input's text on every change; a form library's `register` gives `onChange` instead. */
    onValueChange?: (value: string) => void;
  };

/**
 * A Field whose control is a plain input, the most common case. Every other input attribute passes through,
 * `ref` and `name` included, so React Hook Form's `register(name)` can be spread on it.
 */
export function InputField({
  label,
  hint,
  error,
  optional,
  className,
  onValueChange,
  ...input
}: InputFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} optional={optional} className={className}>
      {(props) => (
        <input
          {...input}
          {...props}
          className={inputClasses}
          onChange={onValueChange ? (event) => onValueChange(event.target.value) : input.onChange}
        />
      )}
    </Field>
  );
}

/** A text area with the field look; wire it inside a Field. */
export function TextArea({ className, ...rest }: ComponentProps<'textarea'>) {
  return <textarea className={cx(textAreaClasses, className)} {...rest} />;
}

/** Whole numbers: a numeric keypad on phones and steps of one unless `step` says otherwise. */
export function NumberField(props: Omit<InputFieldProps, 'type'>) {
  return <InputField type="number" inputMode="numeric" step={1} {...props} />;
}

/** A refusal of the whole form (not of one field), announced as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-danger/40 bg-danger-soft px-3.5 py-2.5 text-sm text-danger"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

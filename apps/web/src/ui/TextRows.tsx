/**
 * A list of short text rows a person adds to and removes from (an opening's questions, an application's links):
 * each row's input, its remove button and its error, the list's error, and "add" until the limit. The legend and
 * hint stay with the form. Changes when such a list looks or behaves differently everywhere.
 */
import { Plus, X } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button, IconButton } from '@/ui/Button';
import { FieldError, inputClasses } from '@/ui/fields';

type TextRowsProps = {
  rows: readonly string[];
  max: number;
  /** Makes each row's error id unique on the page. */
  idPrefix: string;
  register: (row: number) => UseFormRegisterReturn;
  errorAt: (row: number) => string | undefined;
  listError?: string;
  onChange: (next: string[]) => void;
  rowLabel: (row: number) => string;
  removeLabel: (row: number) => string;
  addLabel: string;
  /** Drawn before each input, hidden from screen readers (the label says it). */
  decoration?: ReactNode;
  inputProps?: Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'placeholder'>;
};

export function TextRows(props: TextRowsProps) {
  const { rows, max, idPrefix, errorAt, onChange, decoration, listError } = props;
  return (
    <>
      {rows.map((_, row) => {
        const error = errorAt(row);
        const errorId = `${idPrefix}-${row}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions, edited in place
          <div key={row} className="flex flex-col gap-1.5">
            <div className="flex items-center gap-2">
              {decoration && (
                <span aria-hidden className="text-ink-muted">
                  {decoration}
                </span>
              )}
              <input
                {...props.inputProps}
                aria-label={props.rowLabel(row)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                {...props.register(row)}
                className={inputClasses}
              />
              <IconButton
                label={props.removeLabel(row)}
                onClick={() => onChange(rows.filter((__, index) => index !== row))}
              >
                <X aria-hidden className="size-4" />
              </IconButton>
            </div>
            {error && <FieldError id={errorId}>{error}</FieldError>}
          </div>
        );
      })}
      {listError && <FieldError>{listError}</FieldError>}
      {rows.length < max && (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          icon={<Plus aria-hidden className="size-4" />}
          onClick={() => onChange([...rows, ''])}
        >
          {props.addLabel}
        </Button>
      )}
    </>
  );
}

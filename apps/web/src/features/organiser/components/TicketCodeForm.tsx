import type { TRealm } from '@engagex/contracts';
import { ScanLine } from 'lucide-react';
import { type FormEvent, type RefObject, useId } from 'react';
import type { Binding } from '@/lib/form';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { cx } from '@/ui/cx';
import { FieldError, inputClasses } from '@/ui/fields';
import { t } from '../check-in/messages';
import { realmName } from '../realm-name';

/** The ticket code field, which a barcode scanner types into as a keyboard, and its Check in button. */
export function TicketCodeForm({
  realm,
  fieldRef,
  code,
  busy,
  onSubmit,
}: {
  realm: TRealm;
  fieldRef: RefObject<HTMLInputElement | null>;
  /** The code's field, bound by the desk's draft (lib/form). */
  code: Binding<string>;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
}) {
  const ids = { input: useId(), hint: useId(), error: useId() };
  const problem = code.error;
  return (
    <Card className="p-4 sm:p-6">
      <form noValidate onSubmit={onSubmit} aria-label={t('code.form')} className="flex flex-col gap-3">
        <label htmlFor={ids.input} className="text-sm font-medium text-ink">
          {t('code.field')}
        </label>
        <div className="flex flex-col gap-3 xs:flex-row">
          <input
            id={ids.input}
            ref={fieldRef}
            value={code.value}
            onChange={(e) => code.onValueChange(e.target.value)}
            readOnly={busy}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            placeholder={t('code.placeholder')}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${ids.error} ${ids.hint}` : ids.hint}
            className={cx(
              inputClasses,
              'h-12 font-mono text-lg tracking-wider uppercase placeholder:font-sans placeholder:normal-case placeholder:tracking-normal',
            )}
          />
          <Button
            type="submit"
            size="lg"
            loading={busy}
            icon={busy ? undefined : <ScanLine aria-hidden className="size-5" />}
          >
            {t('code.submit')}
          </Button>
        </div>
        {problem && <FieldError id={ids.error}>{problem}</FieldError>}
        <p id={ids.hint} className="text-xs text-ink-muted">
          {t('code.hint', { realm: realmName(realm) })}
        </p>
      </form>
    </Card>
  );
}

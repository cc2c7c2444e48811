import { type TAuditAction, type TAuditQuery, ZAuditAction, ZAuditQuery } from '@engagex/contracts';
import { useForm } from 'react-hook-form';
import { type IssueWords, messageAt, requestResolver } from '@/lib/form';
import { Button } from '@/ui/Button';
import { FormDateField } from '@/ui/FormDateField';
import { Field, InputField, Select } from '@/ui/fields';
import type { AuditFilter } from '../api/keys';
import { auditActionLabel } from '../format';
import { t } from '../messages';

/** The address's names for the filters: `?target=` is what a person's page links with. */
const PARAMS = { action: 'action', actorId: 'actor', targetId: 'target', from: 'from', to: 'to' } as const;

type FilterValues = { action: string; actorId: string; targetId: string; from: string; to: string };

const optional = (value: string) => value.trim() || undefined;

const words: IssueWords = (issue) =>
  issue.code === 'invalid_format' || issue.code === 'invalid_union'
    ? issue.path?.[0] === 'from' || issue.path?.[0] === 'to'
      ? t('filters.enterDate')
      : t('filters.enterUserId')
    : undefined;

const resolver = requestResolver<FilterValues, TAuditQuery>(
  ZAuditQuery,
  ({ action, actorId, targetId, from, to }) => ({
    action: optional(action),
    actorId: optional(actorId),
    targetId: optional(targetId),
    from: optional(from),
    to: optional(to),
  }),
  words,
);

/** The filters the address holds. A value the server refuses is still passed on: its refusal says what is wrong. */
export function filterFrom(params: URLSearchParams): AuditFilter {
  const read = (name: keyof typeof PARAMS) => params.get(PARAMS[name]) || undefined;
  const action = read('action');
  return {
    action: ZAuditAction.options.includes(action as TAuditAction) ? (action as TAuditAction) : undefined,
    actorId: read('actorId'),
    targetId: read('targetId'),
    from: read('from'),
    to: read('to'),
  };
}

/** Narrows the log by action, by who acted or whom it was about (user ids), and by date; applied on submit. */
export function AuditFilters({
  filter,
  onApply,
}: {
  filter: AuditFilter;
  onApply: (params: URLSearchParams) => void;
}) {
  const form = useForm<FilterValues, unknown, TAuditQuery>({
    defaultValues: {
      action: filter.action ?? '',
      actorId: filter.actorId ?? '',
      targetId: filter.targetId ?? '',
      from: filter.from ?? '',
      to: filter.to ?? '',
    },
    resolver,
  });
  const { errors } = form.formState;
  const apply = form.handleSubmit((query) => {
    const next = new URLSearchParams();
    for (const name of Object.keys(PARAMS) as (keyof typeof PARAMS)[]) {
      const value = query[name];
      if (value) next.set(PARAMS[name], String(value));
    }
    onApply(next);
  });

  return (
    <form
      noValidate
      aria-label={t('filters.form')}
      onSubmit={(event) => void apply(event)}
      className="grid gap-3 rounded-2xl border border-line bg-surface p-4 @xl:grid-cols-6"
    >
      <Field label={t('filters.action')} error={messageAt(errors, 'action')} className="@xl:col-span-2">
        {(props) => (
          <Select {...props} {...form.register('action')}>
            <option value="">{t('filters.anyAction')}</option>
            {ZAuditAction.options.map((action) => (
              <option key={action} value={action}>
                {auditActionLabel(action)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <FormDateField
        control={form.control}
        name="from"
        label={t('filters.from')}
        className="@xl:col-span-2"
        error={messageAt(errors, 'from')}
      />
      <FormDateField
        control={form.control}
        name="to"
        label={t('filters.to')}
        className="@xl:col-span-2"
        error={messageAt(errors, 'to')}
      />
      <InputField
        label={t('filters.who')}
        className="@xl:col-span-3"
        error={messageAt(errors, 'actorId')}
        autoComplete="off"
        spellCheck={false}
        {...form.register('actorId')}
      />
      <InputField
        label={t('filters.whom')}
        className="@xl:col-span-3"
        error={messageAt(errors, 'targetId')}
        autoComplete="off"
        spellCheck={false}
        {...form.register('targetId')}
      />
      <div className="flex gap-2 @xl:col-span-6">
        <Button type="submit">{t('filters.apply')}</Button>
        <Button variant="ghost" onClick={() => onApply(new URLSearchParams())}>
          {t('filters.clear')}
        </Button>
      </div>
    </form>
  );
}

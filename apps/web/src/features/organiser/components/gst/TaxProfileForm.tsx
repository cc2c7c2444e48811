import { GST_STATES, gstStateName, type TTaxProfile, ZTaxProfileInput } from '@engagex/contracts';
import { CircleCheck, Save } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { useDraftForm, useFocusFirstInvalid } from '@/lib/form';
import { Button } from '@/ui/Button';
import { cx } from '@/ui/cx';
import { Field, FormAlert, InputField, inputClasses, selectClasses, textAreaClasses } from '@/ui/fields';
import { toast } from '@/ui/toast';
import { useSaveTaxProfile } from '../../api/save-tax-profile';
import { t } from '../../messages';
import { organiserResolver } from '../../validation';
import { gstinMessage, gstinReasonText } from './gstin-words';

/*
 * The organiser's tax profile (decision 079): legal name, GSTIN, address and state, saved with PUT. The GSTIN is
 * checked as it is typed, with the contracts' `gstinProblem` (the server's own check), and its reason is shown under
 * the field in the reader's language. Changes when the profile gains a field.
 */

type Draft = { legalName: string; gstin: string; address: string; stateCode: string };
type Key = keyof Draft;

/** Each field's sentence, read (a getter) when the form is checked, so it is in the reader's language then. */
const MESSAGES: Record<Key, string> = {
  get legalName() {
    return t('taxProfile.rule.legalName');
  },
  get gstin() {
    return t('taxProfile.rule.gstin');
  },
  get address() {
    return t('taxProfile.rule.address');
  },
  get stateCode() {
    return t('taxProfile.rule.stateCode');
  },
};
const FIELDS = Object.keys(MESSAGES) as Key[];

const draftOf = (profile: TTaxProfile | null): Draft => ({
  legalName: profile?.legalName ?? '',
  gstin: profile?.gstin ?? '',
  address: profile?.address ?? '',
  stateCode: profile?.stateCode ?? '',
});

const toInput = (draft: Draft) => ({ ...draft, gstin: draft.gstin.trim().toUpperCase() });

const schemaResolver = organiserResolver<Draft, Key>(
  (draft) => ({ schema: ZTaxProfileInput, body: toInput(draft) }),
  MESSAGES,
);

/** The contract's checks, then the GSTIN's own reason in place of the field's general sentence. */
const resolver: Resolver<Draft> = async (draft, context, options) => {
  const result = await schemaResolver(draft, context, options);
  const reason = draft.gstin.trim() ? gstinMessage(draft.gstin, draft.stateCode) : undefined;
  if (!reason) return result;
  return { values: {}, errors: { ...result.errors, gstin: { type: 'schema', message: reason } } };
};

export function TaxProfileForm({ profile }: { profile: TTaxProfile | null }) {
  const save = useSaveTaxProfile();
  const form = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(form);
  const { draft, errors, set, bind, validate } = useDraftForm({
    initial: () => draftOf(profile),
    resolver,
    fields: FIELDS,
    save,
    onRefused: focusFirstInvalid,
  });
  // The GSTIN's reason shows as it is typed once it is whole (15 characters) or left: not at its first character.
  const [gstinLeft, setGstinLeft] = useState(false);
  const typed = draft.gstin.trim();
  const liveReason =
    typed && (typed.length >= 15 || gstinLeft) ? gstinMessage(typed, draft.stateCode) : undefined;
  const gstinError = liveReason ?? (errors.gstin ? gstinReasonText(errors.gstin) : undefined);
  const gstinOk = typed.length === 15 && draft.stateCode !== '' && !gstinError;

  const changeGstin = (value: string) => {
    set('gstin', value.toUpperCase());
    // The GSTIN names its state in its first two digits: an organiser who has not chosen one gets it chosen.
    const code = value.slice(0, 2);
    if (!draft.stateCode && gstStateName(code)) set('stateCode', code);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await validate())) {
      focusFirstInvalid();
      return;
    }
    save.mutate(toInput(draft), {
      onSuccess: (saved) =>
        toast({
          title: () => t('taxProfile.saved'),
          description: () => t('taxProfile.savedText', { name: saved.legalName }),
          variant: 'success',
        }),
    });
  };

  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      aria-label={t('taxProfile.form')}
      className="flex flex-col gap-4"
    >
      <InputField
        label={t('taxProfile.legalName')}
        hint={t('taxProfile.legalNameHint')}
        autoComplete="organization"
        maxLength={200}
        {...bind('legalName')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('taxProfile.gstin')}
          hint={gstinOk ? <GstinOk /> : t('taxProfile.gstinHint')}
          error={gstinError}
        >
          {(props) => (
            <input
              {...props}
              className={cx(inputClasses, 'font-mono tracking-wide')}
              value={draft.gstin}
              onChange={(e) => changeGstin(e.target.value)}
              onBlur={() => setGstinLeft(true)}
              maxLength={15}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
          )}
        </Field>
        <Field label={t('taxProfile.state')} error={errors.stateCode}>
          {(props) => (
            <select
              {...props}
              className={selectClasses}
              value={draft.stateCode}
              onChange={(e) => set('stateCode', e.target.value)}
            >
              <option value="">{t('taxProfile.chooseState')}</option>
              {GST_STATES.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.code} · {state.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label={t('taxProfile.address')} error={errors.address}>
        {(props) => (
          <textarea
            {...props}
            className={textAreaClasses}
            rows={3}
            maxLength={500}
            autoComplete="street-address"
            value={draft.address}
            onChange={(e) => set('address', e.target.value)}
          />
        )}
      </Field>
      {errors.form && <FormAlert>{errors.form}</FormAlert>}
      <div className="flex justify-end border-t border-line pt-4">
        <Button
          type="submit"
          loading={save.isPending}
          icon={save.isPending ? undefined : <Save aria-hidden className="size-4" />}
        >
          {t('taxProfile.save')}
        </Button>
      </div>
    </form>
  );
}

function GstinOk() {
  return (
    <span data-palette="green" className="inline-flex items-center gap-1 text-tone-fg">
      <CircleCheck aria-hidden className="size-3.5" />
      {t('taxProfile.gstinOk')}
    </span>
  );
}

import type { TContestant, TContestantPricing, TEvent } from '@engagex/contracts';
import { type MouseEvent, useMemo, useRef, useState } from 'react';
import { type FieldErrors, type FieldPath, FormProvider, get, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api-error';
import { showRefusal, useFocusFirstInvalid } from '@/lib/form';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { toast } from '@/ui/toast';
import { useRegisterContestant } from '../api/register-contestant';
import { ErrorNotice } from '../components/feedback';
import { REGISTRATIONS_PATH } from '../paths';
import { AfterRegistration } from './AfterRegistration';
import {
  emptyValues,
  type RegistrationValues,
  registrationResolver,
  STEP_FIELDS,
  type StepId,
  stepOf,
} from './form';
import { t } from './messages';
import { StepIndicator, stepTitle } from './StepIndicator';
import { MembersStep } from './steps/MembersStep';
import { PerformanceStep } from './steps/PerformanceStep';
import { PersonalStep } from './steps/PersonalStep';
import { ReviewStep } from './steps/ReviewStep';

/**
 * A press on Back or Continue leaves the focus where it is until the press ends. Otherwise leaving the last field
 * shows its error first, which moves the buttons down, and the press lands beside them: only that field's error
 * showed, and the step's other missing fields only at a second press.
 */
const keepFocus = (press: MouseEvent) => press.preventDefault();

/** Every leaf field under `name` (`personalDetails` → `personalDetails.phone`, …). */
function leavesOf(value: unknown, name: string): string[] {
  if (value === null || typeof value !== 'object') return [name];
  return Object.entries(value).flatMap(([key, inner]) => leavesOf(inner, `${name}.${key}`));
}

/**
 * Personal details → performance → group members (for a group) → review and fee → pay. Every step is checked
 * with the contracts' schemas before moving on; the server's refusals are put back on their fields.
 */
export function RegistrationWizard({
  event,
  pricing,
  prefill,
}: {
  event: TEvent;
  pricing: TContestantPricing;
  prefill: { name?: string | undefined; email?: string | undefined };
}) {
  const resolver = useMemo(
    () => registrationResolver(event.id, pricing.maxGroupSize),
    [event.id, pricing.maxGroupSize],
  );
  const form = useForm({
    defaultValues: emptyValues({
      ...(prefill.name ? { name: prefill.name } : {}),
      ...(prefill.email ? { email: prefill.email } : {}),
    }),
    resolver,
    // A field speaks once it was left, or once its step was submitted; from then on at every edit.
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const [step, setStep] = useState<StepId>('personal');
  const [contestant, setContestant] = useState<TContestant | null>(null);
  const register = useRegisterContestant(event.realm);
  const formRef = useRef<HTMLDivElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);

  const isGroup = pricing.maxGroupSize > 1 && form.watch('isGroupPerformance');
  const steps: StepId[] = isGroup
    ? ['personal', 'performance', 'members', 'review']
    : ['personal', 'performance', 'review'];

  /** Marks fields as left, so that their errors follow every edit from now on. */
  const touch = (names: FieldPath<RegistrationValues>[]) => {
    for (const name of names) {
      for (const leaf of leavesOf(form.getValues(name), name)) {
        const path = leaf as FieldPath<RegistrationValues>;
        form.setValue(path, form.getValues(path), { shouldTouch: true });
      }
    }
  };

  const goTo = (next: StepId) => {
    setStep(next);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('h2')?.focus());
  };

  const next = async () => {
    const names = STEP_FIELDS[step];
    if (!(await form.trigger(names))) {
      touch(names);
      focusFirstInvalid();
      return;
    }
    const following = steps[steps.indexOf(step) + 1];
    if (following) goTo(following);
  };
  const back = () => {
    const previous = steps[steps.indexOf(step) - 1];
    if (previous) goTo(previous);
  };

  const onRefused = (error: unknown) => {
    const { fields } = showRefusal(error, form.setError);
    const first = fields[0];
    if (!first) return;
    const target = stepOf(first, isGroup);
    if (target === 'review') return;
    touch(fields);
    setStep(target);
    focusFirstInvalid();
  };

  // A step changed after it passed: go back to the first one that no longer does.
  const onInvalid = (errors: FieldErrors<RegistrationValues>) => {
    const broken = steps.find((id) => STEP_FIELDS[id].some((name) => get(errors, name)));
    if (broken) goTo(broken);
  };

  const submit = form.handleSubmit(
    (body) =>
      register.mutate(body, {
        onSuccess: (created) => {
          setContestant(created);
          if (created.status !== 'pending_payment') {
            toast({
              title: () => t('wizard.registeredToast'),
              description: () => event.title,
              variant: 'success',
            });
          }
        },
        onError: (error) => {
          if (isApiError(error)) onRefused(error);
        },
      }),
    onInvalid,
  );

  if (contestant)
    return <AfterRegistration contestant={contestant} realm={event.realm} onPaid={setContestant} />;

  const values = form.getValues();
  const members = values.isGroupPerformance ? values.additionalContestants.length + 1 : 1;
  const stepIndex = steps.indexOf(step);
  const alreadyRegistered = isApiError(register.error) && register.error.code === 409;
  return (
    <div ref={formRef} className="flex flex-col gap-5">
      <StepIndicator steps={[...steps, 'pay']} current={stepIndex} />
      <Card className="p-5 sm:p-6">
        <FormProvider {...form}>
          <form
            noValidate
            onSubmit={(formEvent) => {
              formEvent.preventDefault();
              if (step === 'review') void submit(formEvent);
              else void next();
            }}
            className="flex flex-col gap-6"
          >
            <h2 tabIndex={-1} className="text-xl font-semibold outline-none">
              {stepTitle(step)}
              <span className="ml-2 text-sm font-normal text-ink-muted">
                {t('wizard.stepOf', { step: stepIndex + 1, total: steps.length + 1 })}
              </span>
            </h2>

            {step === 'personal' && <PersonalStep />}
            {step === 'performance' && <PerformanceStep pricing={pricing} />}
            {step === 'members' && <MembersStep pricing={pricing} />}
            {step === 'review' && (
              <ReviewStep
                values={values}
                isGroup={isGroup}
                pricing={pricing}
                members={members}
                onEdit={goTo}
              />
            )}

            {register.isError && step === 'review' && (
              <ErrorNotice
                title={alreadyRegistered ? t('wizard.alreadyRegistered') : t('wizard.failed')}
                error={register.error}
              >
                {alreadyRegistered ? (
                  <Link
                    to={REGISTRATIONS_PATH + (event.realm === 'events' ? '' : `?realm=${event.realm}`)}
                    className="text-sm font-semibold text-link underline underline-offset-2"
                  >
                    {t('wizard.seeMine')}
                  </Link>
                ) : null}
              </ErrorNotice>
            )}

            <div className="flex flex-col-reverse gap-2 border-t border-line pt-5 sm:flex-row sm:justify-between">
              {stepIndex > 0 ? (
                <Button variant="secondary" onClick={back} onMouseDown={keepFocus}>
                  {t('wizard.back')}
                </Button>
              ) : (
                <span />
              )}
              <Button type="submit" size="lg" loading={register.isPending} onMouseDown={keepFocus}>
                {step === 'review' ? t('wizard.submit') : t('wizard.continue')}
              </Button>
            </div>
          </form>
        </FormProvider>
      </Card>
    </div>
  );
}

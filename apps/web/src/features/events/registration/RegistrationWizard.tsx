import type { TContestant, TEvent, TRealm } from '@engagex/contracts';
import { Check, CircleCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { fieldErrorsOf, isApiError } from '@/lib/http';
import { Button, buttonClasses } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { cx } from '@/ui/cx';
import { toast } from '@/ui/toast';
import type { TContestantPricing } from '../api/get-contestant-pricing';
import type { PayMethod } from '../api/initiate-booking-payment';
import { useInitiateContestantPayment } from '../api/initiate-contestant-payment';
import { useRegisterContestant } from '../api/register-contestant';
import { ErrorNotice } from '../components/feedback';
import { PayOptions } from '../components/PayOptions';
import { CONTESTANT_STATUS, ContestantStatusBadge } from '../components/StatusBadges';
import { formatCredits } from '../format';
import { goToCheckout } from '../pending-payment';
import { REGISTRATIONS_PATH } from '../realm';
import {
  emptyValues,
  type FieldErrors,
  type RegistrationValues,
  type StepId,
  stepOf,
  toRequest,
  validateMembers,
  validatePerformance,
  validatePersonal,
} from './form';
import { MembersStep, PerformanceStep, PersonalStep, ReviewStep } from './steps';

const STEP_TITLES: Record<StepId | 'pay', string> = {
  personal: 'Your details',
  performance: 'Performance',
  members: 'Group members',
  review: 'Review & fee',
  pay: 'Pay',
};

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
  const [values, setValues] = useState<RegistrationValues>(() =>
    emptyValues({
      ...(prefill.name ? { name: prefill.name } : {}),
      ...(prefill.email ? { email: prefill.email } : {}),
    }),
  );
  const [step, setStep] = useState<StepId>('personal');
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [attempted, setAttempted] = useState<Set<StepId>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [contestant, setContestant] = useState<TContestant | null>(null);
  const register = useRegisterContestant(event.realm);
  const formRef = useRef<HTMLDivElement>(null);

  const groupAllowed = pricing.maxGroupSize > 1;
  const isGroup = groupAllowed && values.performance.isGroup;
  const steps: StepId[] = isGroup
    ? ['personal', 'performance', 'members', 'review']
    : ['personal', 'performance', 'review'];

  const clientErrors = (id: StepId): FieldErrors => {
    if (id === 'personal') return validatePersonal(values.personal).errors ?? {};
    if (id === 'performance') return validatePerformance(values.performance).errors ?? {};
    if (id === 'members')
      return isGroup ? (validateMembers(values.members, pricing.maxGroupSize).errors ?? {}) : {};
    return {};
  };
  const current = clientErrors(step);
  /** What a field shows: the server's word for it, or ours once the field was left or the step submitted. */
  const errorOf = (key: string): string | undefined =>
    serverErrors[key] ?? (touched.has(key) || attempted.has(step) ? current[key] : undefined);

  const touch = (key: string) => setTouched((set) => (set.has(key) ? set : new Set(set).add(key)));
  const edit = (change: (draft: RegistrationValues) => RegistrationValues, key: string) => {
    setValues(change);
    if (serverErrors[key]) {
      setServerErrors(({ [key]: _, ...rest }) => rest);
    }
  };

  const focusFirstError = (keys: string[]) => {
    requestAnimationFrame(() => {
      for (const key of keys) {
        const field = formRef.current?.querySelector<HTMLElement>(
          `[data-field="${key.replace(/["\\]/g, '\\$&')}"]`,
        );
        if (field) {
          field.focus();
          return;
        }
      }
      formRef.current?.querySelector<HTMLElement>('[role="alert"]')?.focus();
    });
  };

  const goTo = (next: StepId) => {
    setStep(next);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('h2')?.focus());
  };

  const next = () => {
    setAttempted((set) => new Set(set).add(step));
    const errors = clientErrors(step);
    if (Object.keys(errors).length > 0) {
      focusFirstError(Object.keys(errors));
      return;
    }
    const index = steps.indexOf(step);
    const following = steps[index + 1];
    if (following) goTo(following);
  };
  const back = () => {
    const previous = steps[steps.indexOf(step) - 1];
    if (previous) goTo(previous);
  };

  const submit = () => {
    const body = toRequest(
      event.id,
      { ...values, performance: { ...values.performance, isGroup } },
      pricing.maxGroupSize,
    );
    if (!body) {
      // A step was changed after it passed: go back to the first one that no longer does.
      const broken = steps.find((id) => Object.keys(clientErrors(id)).length > 0);
      if (broken) {
        setAttempted((set) => new Set(set).add(broken));
        goTo(broken);
      }
      return;
    }
    register.mutate(body, {
      onSuccess: (created) => {
        setContestant(created);
        if (created.status !== 'pending_payment') {
          toast({ title: 'You are registered', description: event.title, variant: 'success' });
        }
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        const fields = fieldErrorsOf(error);
        const keys = Object.keys(fields);
        if (keys.length === 0) return;
        setServerErrors(fields);
        const target = stepOf(keys[0] as string, isGroup);
        if (target !== 'review') {
          setAttempted((set) => new Set(set).add(target));
          setStep(target);
          focusFirstError(keys);
        }
      },
    });
  };

  if (contestant)
    return <AfterRegistration contestant={contestant} realm={event.realm} onPaid={setContestant} />;

  const members = values.performance.isGroup ? values.members.length + 1 : 1;
  const stepIndex = steps.indexOf(step);
  return (
    <div ref={formRef} className="flex flex-col gap-5">
      <StepIndicator steps={[...steps, 'pay']} current={stepIndex} />
      <Card className="p-5 sm:p-6">
        <form
          noValidate
          onSubmit={(formEvent) => {
            formEvent.preventDefault();
            if (step === 'review') submit();
            else next();
          }}
          className="flex flex-col gap-6"
        >
          <h2 tabIndex={-1} className="text-xl font-semibold outline-none">
            {STEP_TITLES[step]}
            <span className="ml-2 text-sm font-normal text-ink-muted">
              Step {stepIndex + 1} of {steps.length + 1}
            </span>
          </h2>

          {step === 'personal' && (
            <PersonalStep values={values.personal} errorOf={errorOf} touch={touch} edit={edit} />
          )}
          {step === 'performance' && (
            <PerformanceStep
              values={values.performance}
              errorOf={errorOf}
              touch={touch}
              edit={edit}
              pricing={pricing}
            />
          )}
          {step === 'members' && (
            <MembersStep
              members={values.members}
              errorOf={errorOf}
              touch={touch}
              edit={edit}
              setValues={setValues}
              maxGroupSize={pricing.maxGroupSize}
              pricing={pricing}
            />
          )}
          {step === 'review' && (
            <ReviewStep values={values} isGroup={isGroup} pricing={pricing} members={members} onEdit={goTo} />
          )}

          {register.isError && step === 'review' && (
            <ErrorNotice
              title={
                isApiError(register.error) && register.error.code === 409
                  ? 'Already registered'
                  : 'Registration failed'
              }
              error={register.error}
            >
              {isApiError(register.error) && register.error.code === 409 ? (
                <Link
                  to={REGISTRATIONS_PATH + (event.realm === 'events' ? '' : `?realm=${event.realm}`)}
                  className="text-sm font-semibold text-link underline underline-offset-2"
                >
                  See my registrations
                </Link>
              ) : null}
            </ErrorNotice>
          )}

          <div className="flex flex-col-reverse gap-2 border-t border-line pt-5 sm:flex-row sm:justify-between">
            {stepIndex > 0 ? (
              <Button variant="secondary" onClick={back}>
                Back
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" size="lg" loading={register.isPending}>
              {step === 'review' ? 'Submit registration' : 'Continue'}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}

function StepIndicator({ steps, current }: { steps: (StepId | 'pay')[]; current: number }) {
  return (
    <ol aria-label="Registration steps" className="flex items-center gap-2 overflow-x-auto pb-1">
      {steps.map((id, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <li
            key={id}
            aria-current={active ? 'step' : undefined}
            className="flex shrink-0 items-center gap-2"
          >
            <span
              className={cx(
                'inline-flex size-7 items-center justify-center rounded-full text-xs font-bold',
                done && 'bg-primary text-primary-fg',
                active && 'bg-primary text-primary-fg ring-4 ring-primary/20',
                !done && !active && 'border border-line-strong bg-surface text-ink-muted',
              )}
            >
              {done ? <Check aria-hidden className="size-4" /> : index + 1}
            </span>
            <span
              className={cx(
                'text-sm',
                active ? 'font-semibold text-ink' : 'text-ink-muted',
                !active && 'max-xs:sr-only',
              )}
            >
              {STEP_TITLES[id]}
              {done && <span className="sr-only"> (done)</span>}
            </span>
            {index < steps.length - 1 && <span aria-hidden className="h-px w-6 bg-line-strong" />}
          </li>
        );
      })}
    </ol>
  );
}

/** The fee (if any) is paid right here; then the entry waits for the jury. */
export function AfterRegistration({
  contestant,
  realm,
  onPaid,
}: {
  contestant: TContestant;
  realm: TRealm;
  onPaid: (contestant: TContestant) => void;
}) {
  const myRegistrations = REGISTRATIONS_PATH + (realm === 'events' ? '' : `?realm=${realm}`);
  if (contestant.status === 'pending_payment') {
    return <FeePayment contestant={contestant} realm={realm} onPaid={onPaid} />;
  }
  return (
    <Card className="flex flex-col items-center gap-4 p-6 text-center sm:p-8">
      <span
        aria-hidden
        data-palette="green"
        className="inline-flex size-14 items-center justify-center rounded-full bg-tone-soft text-tone-fg ring-8 ring-tone-soft/50"
      >
        <CircleCheck className="size-7" />
      </span>
      <div role="status">
        <h2 className="text-2xl font-bold tracking-tight">You are registered!</h2>
        <p className="mt-2 text-sm text-ink-muted">{CONTESTANT_STATUS[contestant.status].text}</p>
      </div>
      <ContestantStatusBadge status={contestant.status} />
      <Link to={myRegistrations} className={buttonClasses()}>
        My registrations
      </Link>
    </Card>
  );
}

function FeePayment({
  contestant,
  realm,
  onPaid,
}: {
  contestant: TContestant;
  realm: TRealm;
  onPaid: (contestant: TContestant) => void;
}) {
  const pay = useInitiateContestantPayment(realm);
  const [method, setMethod] = useState<PayMethod | null>(null);
  const onPay = (chosen: PayMethod) => {
    setMethod(chosen);
    pay.mutate(
      { contestantId: contestant.id, method: chosen },
      {
        onSuccess: ({ contestant: updated, payment }) => {
          if (chosen === 'gateway' && payment.paymentUrl) {
            goToCheckout(payment.paymentUrl, { kind: 'contestant', realm, id: contestant.id });
            return;
          }
          setMethod(null);
          toast({ title: 'Entry fee paid', description: 'You are registered.', variant: 'success' });
          onPaid(updated);
        },
        onError: () => setMethod(null),
      },
    );
  };
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <div>
        <h2 className="text-xl font-semibold">Pay the entry fee</h2>
        <p className="mt-1 text-sm text-ink-muted">
          Your entry is saved. It goes to the jury once the fee of {formatCredits(contestant.feeCredits)} is
          paid.
        </p>
      </div>
      <PayOptions
        amountCredits={contestant.feeCredits}
        onPay={onPay}
        pending={method}
        error={pay.error}
        title="Entry fee"
      />
      <p className="text-center text-xs text-ink-muted">
        You can also pay later from{' '}
        <Link
          to={REGISTRATIONS_PATH + (realm === 'events' ? '' : `?realm=${realm}`)}
          className="font-medium text-link underline underline-offset-2"
        >
          My registrations
        </Link>
        .
      </p>
    </Card>
  );
}

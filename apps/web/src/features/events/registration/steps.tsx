import { Pencil, Plus, Trash2, UserRound, Users } from 'lucide-react';
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { Button } from '@/ui/Button';
import { cx } from '@/ui/cx';
import { feeFor, type TContestantPricing } from '../api/get-contestant-pricing';
import { Field, Select } from '../components/fields';
import { dateKey, formatCredits, formatInr, plural } from '../format';
import {
  CATEGORIES,
  type Category,
  type MemberValues,
  newMember,
  type PerformanceValues,
  type PersonalValues,
  type RegistrationValues,
  type StepId,
} from './form';
import { TextAreaInput, TextInput } from './inputs';

type Edit = (change: (draft: RegistrationValues) => RegistrationValues, key: string) => void;
interface StepProps {
  errorOf: (key: string) => string | undefined;
  touch: (key: string) => void;
  edit: Edit;
}

const CATEGORY_LABEL: Record<Category, string> = {
  vocal: 'Vocal',
  instrumental: 'Instrumental',
  dance: 'Dance',
  drama: 'Drama',
  poetry: 'Poetry',
  'stand-up': 'Stand-up',
  other: 'Other',
};

const today = () => dateKey(new Date());

export function PersonalStep({ values, errorOf, touch, edit }: StepProps & { values: PersonalValues }) {
  const field = (name: keyof PersonalValues) => {
    const key = `personalDetails.${name}`;
    return {
      name: key,
      value: values[name],
      error: errorOf(key),
      onBlur: () => touch(key),
      onValue: (value: string) => edit((d) => ({ ...d, personal: { ...d.personal, [name]: value } }), key),
    };
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextInput
        label="Full name"
        autoComplete="name"
        maxLength={100}
        className="sm:col-span-2"
        {...field('fullName')}
      />
      <TextInput
        label="Date of birth"
        type="date"
        max={today()}
        {...field('dateOfBirth')}
        hint="Contestants are 5 to 100 years old."
      />
      <TextInput
        label="Mobile number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="98765 43210"
        maxLength={16}
        hint="An Indian mobile number; +91 is optional."
        {...field('phone')}
      />
      <TextInput label="Email" type="email" autoComplete="email" maxLength={254} {...field('email')} />
      <TextInput label="City" autoComplete="address-level2" maxLength={80} {...field('city')} />
      <TextInput
        label="Parent or guardian"
        optional
        autoComplete="off"
        maxLength={100}
        className="sm:col-span-2"
        hint="For contestants under 18."
        {...field('guardianName')}
      />
    </div>
  );
}

export function PerformanceStep({
  values,
  errorOf,
  touch,
  edit,
  pricing,
}: StepProps & { values: PerformanceValues; pricing: TContestantPricing }) {
  const field = (name: 'title' | 'durationMinutes' | 'language' | 'description') => {
    const key = `performance.${name}`;
    return {
      name: key,
      value: values[name],
      error: errorOf(key),
      onBlur: () => touch(key),
      onValue: (value: string) =>
        edit((d) => ({ ...d, performance: { ...d.performance, [name]: value } }), key),
    };
  };
  const setGroup = (isGroup: boolean) =>
    edit(
      (d) => ({
        ...d,
        performance: { ...d.performance, isGroup },
        // A group starts with one more member to fill in.
        members: isGroup && d.members.length === 0 ? [newMember()] : d.members,
      }),
      'isGroupPerformance',
    );
  const description = field('description');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextInput
        label="Title of the act"
        maxLength={120}
        className="sm:col-span-2"
        placeholder="For example: Raga Yaman, alaap and drut"
        {...field('title')}
      />
      <Field label="Category" error={errorOf('performance.category')}>
        {(control) => (
          <Select
            {...control}
            data-field="performance.category"
            value={values.category}
            onBlur={() => touch('performance.category')}
            onChange={(event) =>
              edit(
                (d) => ({
                  ...d,
                  performance: { ...d.performance, category: event.target.value as Category | '' },
                }),
                'performance.category',
              )
            }
          >
            <option value="">Choose a category</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_LABEL[category]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <TextInput
        label="Duration (minutes)"
        type="number"
        inputMode="numeric"
        min={1}
        max={30}
        step={1}
        hint="1 to 30 minutes on stage."
        {...field('durationMinutes')}
      />
      <TextInput
        label="Language"
        optional
        maxLength={40}
        placeholder="Hindi, Bengali, none…"
        {...field('language')}
      />
      <div className="sm:col-span-2">
        <TextAreaInput
          label="About the act"
          maxLength={1000}
          placeholder="What you will perform and anything the jury should know."
          hint={`${description.value.trim().length} of 1000 characters (at least 10).`}
          {...description}
        />
      </div>
      {pricing.maxGroupSize > 1 && (
        <fieldset className="sm:col-span-2">
          <legend className="mb-2 text-sm font-medium text-ink">Who performs?</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <ChoiceCard
              checked={!values.isGroup}
              onSelect={() => setGroup(false)}
              icon={<UserRound className="size-5" />}
              title="Solo"
              text={`Entry fee ${formatCredits(pricing.baseFeeCredits)}`}
            />
            <ChoiceCard
              checked={values.isGroup}
              onSelect={() => setGroup(true)}
              icon={<Users className="size-5" />}
              title={`Group of up to ${pricing.maxGroupSize}`}
              text={
                pricing.perAdditionalContestantCredits > 0
                  ? `+${formatCredits(pricing.perAdditionalContestantCredits)} per extra member`
                  : 'No extra fee per member'
              }
            />
          </div>
        </fieldset>
      )}
    </div>
  );
}

function ChoiceCard({
  checked,
  onSelect,
  icon,
  title,
  text,
}: {
  checked: boolean;
  onSelect: () => void;
  icon: ReactNode;
  title: string;
  text: string;
}) {
  return (
    <label
      className={cx(
        'flex cursor-pointer items-center gap-3 rounded-2xl border p-3.5 transition-colors duration-(--duration-fast)',
        'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus',
        checked
          ? 'border-primary bg-primary/5 ring-1 ring-primary'
          : 'border-line-strong hover:bg-surface-muted',
      )}
    >
      <input type="radio" name="performer" checked={checked} onChange={onSelect} className="sr-only" />
      <span
        aria-hidden
        className={cx(
          'inline-flex size-10 items-center justify-center rounded-xl',
          checked ? 'bg-primary text-primary-fg' : 'bg-surface-muted text-ink-muted',
        )}
      >
        {icon}
      </span>
      <span>
        <span className="block text-sm font-semibold text-ink">{title}</span>
        <span className="block text-xs text-ink-muted">{text}</span>
      </span>
    </label>
  );
}

export function MembersStep({
  members,
  errorOf,
  touch,
  edit,
  setValues,
  maxGroupSize,
  pricing,
}: StepProps & {
  members: MemberValues[];
  setValues: Dispatch<SetStateAction<RegistrationValues>>;
  maxGroupSize: number;
  pricing: TContestantPricing;
}) {
  const room = maxGroupSize - 1 - members.length;
  const groupError = errorOf('additionalContestants');
  const field = (index: number, name: 'fullName' | 'dateOfBirth' | 'role') => {
    const key = `additionalContestants.${index}.${name}`;
    return {
      name: key,
      value: members[index]?.[name] ?? '',
      error: errorOf(key),
      onBlur: () => touch(key),
      onValue: (value: string) =>
        edit(
          (d) => ({ ...d, members: d.members.map((m, i) => (i === index ? { ...m, [name]: value } : m)) }),
          key,
        ),
    };
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">
        You perform with{' '}
        {members.length === 0 ? 'nobody yet' : plural(members.length, 'other person', 'other people')}. A
        group has at most {maxGroupSize} people, you included
        {pricing.perAdditionalContestantCredits > 0
          ? `; each extra member adds ${formatCredits(pricing.perAdditionalContestantCredits)} to the fee.`
          : '.'}
      </p>
      {groupError && (
        <p
          role="alert"
          tabIndex={-1}
          className="rounded-xl border border-danger/40 bg-danger-soft px-3.5 py-2.5 text-sm font-medium text-danger"
        >
          {groupError}
        </p>
      )}
      <ol className="flex flex-col gap-3">
        {members.map((member, index) => (
          <li key={member.key} className="rounded-2xl border border-line p-4">
            <div className="mb-3 flex items-center justify-between gap-3">
              <p className="text-sm font-semibold text-ink">Member {index + 2}</p>
              <Button
                variant="ghost"
                size="sm"
                className="text-danger"
                aria-label={`Remove member ${index + 2}`}
                icon={<Trash2 aria-hidden className="size-4" />}
                onClick={() =>
                  setValues((d) => ({ ...d, members: d.members.filter((m) => m.key !== member.key) }))
                }
              >
                Remove
              </Button>
            </div>
            <div className="grid gap-4 sm:grid-cols-3">
              <TextInput
                label="Full name"
                maxLength={100}
                autoComplete="off"
                className="sm:col-span-3"
                {...field(index, 'fullName')}
              />
              <TextInput
                label="Date of birth"
                type="date"
                max={today()}
                className="sm:col-span-2"
                {...field(index, 'dateOfBirth')}
              />
              <TextInput
                label="Role"
                optional
                maxLength={60}
                placeholder="Tabla, vocals…"
                {...field(index, 'role')}
              />
            </div>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        className="self-start"
        disabled={room <= 0}
        icon={<Plus aria-hidden className="size-4" />}
        onClick={() => setValues((d) => ({ ...d, members: [...d.members, newMember()] }))}
      >
        {room <= 0 ? 'Group is full' : 'Add member'}
      </Button>
    </div>
  );
}

export function ReviewStep({
  values,
  isGroup,
  pricing,
  members,
  onEdit,
}: {
  values: RegistrationValues;
  isGroup: boolean;
  pricing: TContestantPricing;
  members: number;
  onEdit: (step: StepId) => void;
}) {
  const extra = isGroup ? members - 1 : 0;
  const total = feeFor(pricing, 1 + extra);
  const { personal, performance } = values;
  return (
    <div className="flex flex-col gap-5">
      <Section title="Your details" onEdit={() => onEdit('personal')}>
        <Facts
          rows={[
            ['Name', personal.fullName],
            ['Born', personal.dateOfBirth],
            ['Mobile', personal.phone],
            ['Email', personal.email],
            ['City', personal.city],
            ...(personal.guardianName.trim()
              ? ([['Guardian', personal.guardianName]] as [string, string][])
              : []),
          ]}
        />
      </Section>
      <Section title="Performance" onEdit={() => onEdit('performance')}>
        <Facts
          rows={[
            ['Title', performance.title],
            ['Category', performance.category ? CATEGORY_LABEL[performance.category] : '—'],
            ['Duration', `${performance.durationMinutes} min`],
            ...(performance.language.trim()
              ? ([['Language', performance.language]] as [string, string][])
              : []),
            ['Performers', isGroup ? `Group of ${members}` : 'Solo'],
          ]}
        />
        <p className="mt-2 text-sm whitespace-pre-line text-ink-muted">{performance.description}</p>
      </Section>
      {isGroup && (
        <Section title="Group members" onEdit={() => onEdit('members')}>
          <ul className="space-y-1 text-sm">
            {values.members.map((member) => (
              <li key={member.key} className="text-ink">
                {member.fullName}
                <span className="text-ink-muted">
                  {' '}
                  · born {member.dateOfBirth}
                  {member.role.trim() ? ` · ${member.role}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <section
        aria-labelledby="fee-heading"
        className="rounded-2xl border border-line bg-surface-muted/50 p-4"
      >
        <h3 id="fee-heading" className="text-sm font-semibold text-ink">
          Entry fee
        </h3>
        <dl className="mt-2 space-y-1.5 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-ink-muted">Base fee</dt>
            <dd className="text-ink">{formatCredits(pricing.baseFeeCredits)}</dd>
          </div>
          {extra > 0 && (
            <div className="flex justify-between gap-3">
              <dt className="text-ink-muted">
                {plural(extra, 'extra member')} × {formatCredits(pricing.perAdditionalContestantCredits)}
              </dt>
              <dd className="text-ink">{formatCredits(extra * pricing.perAdditionalContestantCredits)}</dd>
            </div>
          )}
          <div className="flex justify-between gap-3 border-t border-line pt-2 text-base">
            <dt className="font-semibold text-ink">Total</dt>
            <dd className="text-right font-bold text-ink">
              {total === 0 ? 'Free' : formatCredits(total)}
              {total > 0 && (
                <span className="block text-xs font-normal text-ink-muted">
                  {formatInr(total * pricing.creditValueInr)}
                </span>
              )}
            </dd>
          </div>
        </dl>
        <p className="mt-3 text-xs text-ink-muted">
          <span className="font-semibold text-ink">Refunds: </span>
          {pricing.refundPolicy}
        </p>
      </section>
    </div>
  );
}

function Section({ title, onEdit, children }: { title: string; onEdit: () => void; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-line p-4">
      <div className="mb-2 flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-ink">{title}</h3>
        <Button
          variant="ghost"
          size="sm"
          onClick={onEdit}
          icon={<Pencil aria-hidden className="size-3.5" />}
          aria-label={`Edit ${title.toLowerCase()}`}
        >
          Edit
        </Button>
      </div>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div key={term} className="flex gap-2">
          <dt className="w-20 shrink-0 text-ink-muted">{term}</dt>
          <dd className="min-w-0 break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

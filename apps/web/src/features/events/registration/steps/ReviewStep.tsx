import { contestEntryFee, type TContestantPricing } from '@engagex/contracts';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/ui/Button';
import { formatCredits, formatInr, plural } from '../../format';
import type { RegistrationValues, StepId } from '../form';
import { CATEGORY_LABEL } from './labels';

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
  const total = contestEntryFee(pricing, extra);
  const { personalDetails: personal, performance } = values;
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
            {values.additionalContestants.map((member, index) => (
              // The list is read-only here: its order is its identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index} className="text-ink">
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
              <dd className="text-ink">
                {formatCredits(contestEntryFee(pricing, extra) - contestEntryFee(pricing, 0))}
              </dd>
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
        {total > 0 && (
          <p className="mt-1 text-xs text-ink-muted">
            <span className="font-semibold text-ink">If not selected: </span>
            {pricing.notSelectedPolicy}
          </p>
        )}
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

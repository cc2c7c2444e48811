import { contestEntryFee, type TContestantPricing } from '@engagex/contracts';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { rich } from '@/i18n/rich';
import { Button } from '@/ui/Button';
import { formatInr } from '../../format';
import type { RegistrationValues, StepId } from '../form';
import { t } from '../messages';
import { categoryLabel } from './labels';

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
      <Section
        title={t('steps.personal')}
        editLabel={t('review.editPersonal')}
        onEdit={() => onEdit('personal')}
      >
        <Facts
          rows={[
            [t('review.name'), personal.fullName],
            [t('review.born'), personal.dateOfBirth],
            [t('review.mobile'), personal.phone],
            [t('personal.email'), personal.email],
            [t('review.city'), personal.city],
            ...(personal.guardianName.trim()
              ? ([[t('review.guardian'), personal.guardianName]] as [string, string][])
              : []),
          ]}
        />
      </Section>
      <Section
        title={t('steps.performance')}
        editLabel={t('review.editPerformance')}
        onEdit={() => onEdit('performance')}
      >
        <Facts
          rows={[
            [t('review.title'), performance.title],
            [t('review.category'), performance.category ? categoryLabel(performance.category) : '—'],
            [t('review.duration'), t('review.minutes', { minutes: performance.durationMinutes })],
            ...(performance.language.trim()
              ? ([[t('review.language'), performance.language]] as [string, string][])
              : []),
            [t('review.performers'), isGroup ? t('groupOf', { count: members }) : t('solo')],
          ]}
        />
        <p className="mt-2 text-sm whitespace-pre-line text-ink-muted">{performance.description}</p>
      </Section>
      {isGroup && (
        <Section
          title={t('steps.members')}
          editLabel={t('review.editMembers')}
          onEdit={() => onEdit('members')}
        >
          <ul className="space-y-1 text-sm">
            {values.additionalContestants.map((member, index) => (
              // The list is read-only here: its order is its identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index} className="text-ink">
                {member.fullName}
                <span className="text-ink-muted">
                  {' '}
                  {member.role.trim()
                    ? t('review.memberBornRole', { date: member.dateOfBirth, role: member.role })
                    : t('review.memberBorn', { date: member.dateOfBirth })}
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
          {t('entryFee')}
        </h3>
        <dl className="mt-2 space-y-1.5 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-ink-muted">{t('review.baseFee')}</dt>
            <dd className="text-ink">{t('credits', { count: pricing.baseFeeCredits })}</dd>
          </div>
          {extra > 0 && (
            <div className="flex justify-between gap-3">
              <dt className="text-ink-muted">
                {t('review.extraMembers', { count: extra, per: pricing.perAdditionalContestantCredits })}
              </dt>
              <dd className="text-ink">
                {t('credits', { count: contestEntryFee(pricing, extra) - contestEntryFee(pricing, 0) })}
              </dd>
            </div>
          )}
          <div className="flex justify-between gap-3 border-t border-line pt-2 text-base">
            <dt className="font-semibold text-ink">{t('review.total')}</dt>
            <dd className="text-right font-bold text-ink">
              {total === 0 ? t('review.free') : t('credits', { count: total })}
              {total > 0 && (
                <span className="block text-xs font-normal text-ink-muted">
                  {formatInr(total * pricing.creditValueInr)}
                </span>
              )}
            </dd>
          </div>
        </dl>
        <p className="mt-3 text-xs text-ink-muted">
          {rich(t('review.refunds', { policy: pricing.refundPolicy }), { b: emphasis })}
        </p>
        {total > 0 && (
          <p className="mt-1 text-xs text-ink-muted">
            {rich(t('review.notSelected', { policy: pricing.notSelectedPolicy }), { b: emphasis })}
          </p>
        )}
      </section>
    </div>
  );
}

const emphasis = (text: string) => <span className="font-semibold text-ink">{text}</span>;

function Section({
  title,
  editLabel,
  onEdit,
  children,
}: {
  title: string;
  editLabel: string;
  onEdit: () => void;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-line p-4">
      <div className="mb-2 flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-ink">{title}</h3>
        <Button
          variant="ghost"
          size="sm"
          onClick={onEdit}
          icon={<Pencil aria-hidden className="size-3.5" />}
          aria-label={editLabel}
        >
          {t('review.edit')}
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

import type { TContestant, TRealm } from '@engagex/contracts';
import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/ui/Card';
import { formatDate, formatDateTime } from '../format';
import { t } from '../messages';
import { CONTESTANT_STATUS_LABELS, ContestantStatusBadge } from './badges';
import { entryFeeLine } from './entry-fee';
import { ReviewActions } from './ReviewActions';

/** Labels are read when drawn, so they follow the reader's language. */
const CATEGORY_LABELS: Record<TContestant['performance']['category'], () => string> = {
  vocal: () => t('category.vocal'),
  instrumental: () => t('category.instrumental'),
  dance: () => t('category.dance'),
  drama: () => t('category.drama'),
  poetry: () => t('category.poetry'),
  'stand-up': () => t('category.standUp'),
  other: () => t('category.other'),
};

const ageOf = (dateOfBirth: string) =>
  Math.floor((Date.now() - Date.parse(dateOfBirth)) / (365.25 * 86_400_000));

/** One registration in the review queue: who, what they perform, with whom, what happened so far, and the moves. */
export function ContestantCard({ realm, contestant }: { realm: TRealm; contestant: TContestant }) {
  const { personalDetails: person, performance, additionalContestants: members } = contestant;
  const headingId = `contestant-${contestant.id}`;
  return (
    <Card className="overflow-hidden">
      <article aria-labelledby={headingId}>
        <header className="flex flex-col gap-2 border-b border-line p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5">
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold text-ink">
              {person.fullName}
            </h2>
            <p className="text-sm text-ink-muted">
              {contestant.event.title} · {formatDate(contestant.event.startsAt)} ·{' '}
              {contestant.event.districtName}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2 sm:justify-end">
            <ContestantStatusBadge status={contestant.status} />
            <span className="text-xs text-ink-muted">{entryFeeLine(contestant)}</span>
          </div>
        </header>

        <div className="grid gap-5 p-4 sm:p-5 md:grid-cols-2">
          <Block title={t('card.performance')}>
            <p className="font-medium text-ink">{performance.title}</p>
            <p className="text-xs text-ink-muted">
              {CATEGORY_LABELS[performance.category]()} ·{' '}
              {t('card.minutes', { count: performance.durationMinutes })}
              {performance.language && ` · ${performance.language}`}
              {` · ${contestant.isGroupPerformance ? t('card.group') : t('card.solo')}`}
            </p>
            <p className="mt-1.5 text-sm whitespace-pre-line text-ink">{performance.description}</p>
          </Block>
          <Block title={t('card.personal')}>
            <Facts
              facts={[
                [
                  t('card.born'),
                  t('card.bornValue', {
                    date: formatDate(`${person.dateOfBirth}T12:00:00`),
                    age: String(ageOf(person.dateOfBirth)),
                  }),
                ],
                [t('card.phone'), person.phone],
                [t('card.email'), person.email],
                [t('card.city'), person.city],
                ...(person.guardianName
                  ? ([[t('card.guardian'), person.guardianName]] as Array<[string, string]>)
                  : []),
              ]}
            />
          </Block>
          {members.length > 0 && (
            <Block
              title={t('card.members', {
                count: String(members.length + 1),
                name: person.fullName.split(' ')[0] ?? '',
              })}
            >
              <ul className="flex flex-col gap-1.5 text-sm">
                {members.map((member) => (
                  <li key={`${member.fullName}-${member.dateOfBirth}`} className="flex items-start gap-2">
                    <Users aria-hidden className="mt-0.5 size-4 shrink-0 text-ink-muted" />
                    <span>
                      <span className="font-medium text-ink">{member.fullName}</span>
                      <span className="text-ink-muted">
                        {` · ${t('card.age', { age: String(ageOf(member.dateOfBirth)) })}`}
                        {member.role && ` · ${member.role}`}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            </Block>
          )}
          <Block title={t('card.history')}>
            <ol className="flex flex-col gap-2 border-l-2 border-line pl-4 text-sm">
              {contestant.history.map((entry) => (
                <li key={`${entry.changedAt}-${entry.to}`} className="relative">
                  <span
                    aria-hidden
                    className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-line-strong"
                  />
                  <span className="font-medium text-ink">
                    {entry.from ? `${CONTESTANT_STATUS_LABELS[entry.from]} → ` : ''}
                    {CONTESTANT_STATUS_LABELS[entry.to]}
                  </span>
                  <span className="block text-xs text-ink-muted">{formatDateTime(entry.changedAt)}</span>
                  {entry.notes && <span className="mt-0.5 block text-ink">“{entry.notes}”</span>}
                </li>
              ))}
            </ol>
          </Block>
        </div>

        <footer className="border-t border-line bg-surface-muted/60 p-4 sm:p-5">
          <ReviewActions realm={realm} contestant={contestant} />
        </footer>
      </article>
    </Card>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0">
      <h3 className="mb-2 text-xs font-semibold tracking-wider text-ink-muted uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Facts({ facts }: { facts: Array<[string, string]> }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

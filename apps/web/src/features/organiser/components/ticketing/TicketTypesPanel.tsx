import type { TEvent, TRealm, TTicketType } from '@engagex/contracts';
import { Plus, Tags } from 'lucide-react';
import { Suspense, useState } from 'react';
import { lazy } from '@/i18n/lazy';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Card, Skeleton } from '@/ui/Card';
import { EmptyState, LoadError } from '@/ui/states';
import { useDeleteTicketType } from '../../api/delete-ticket-type';
import { useTicketSales } from '../../api/get-ticket-sales';
import { useTicketTypes } from '../../api/list-ticket-types';
import { formatNumber } from '../../format';
import { t } from '../../messages';
import { DeleteControl, priceText, salesWindowText } from './shared';

const TicketTypeDialog = lazy(() => import('./TicketTypeDialog'));

/**
 * An event's ticket types (decision 078): what each costs, how many a show may sell and a booking may take, when
 * it is on sale, whether only a code shows it, and how many are sold (from the sales figures, when they answer).
 * Adding and editing happen in a dialog loaded when first opened; deleting is asked first, and the server refuses
 * it once tickets of the type exist, in words shown under the row.
 */
export function TicketTypesPanel({ realm, event }: { realm: TRealm; event: TEvent }) {
  const types = useTicketTypes(realm, event.id);
  const sales = useTicketSales(realm, event.id);
  const remove = useDeleteTicketType(realm, event.id);
  const [asking, setAsking] = useState<string | null>(null);
  // Mounted on the first ask and kept, so the dialog can animate closed.
  const [editing, setEditing] = useState<{ type: TTicketType | null } | null>(null);
  const [open, setOpen] = useState(false);
  // A type the figures do not name has sold nothing yet; without the figures, nothing is said.
  const soldOf = (id: string) =>
    sales.data ? (sales.data.types.find((one) => one.ticketTypeId === id)?.sold ?? 0) : undefined;
  const edit = (type: TTicketType | null) => {
    setEditing({ type });
    setOpen(true);
  };

  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="ticket-types-heading" className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h2 id="ticket-types-heading" className="text-lg font-semibold">
              {t('ticketing.types.heading')}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">{t('ticketing.types.text')}</p>
          </div>
          <Button
            variant="secondary"
            className="self-start"
            icon={<Plus aria-hidden className="size-4" />}
            onClick={() => edit(null)}
          >
            {t('ticketing.types.add')}
          </Button>
        </div>
        {types.isPending ? (
          <div aria-busy="true" className="flex flex-col gap-2">
            <span role="status" className="sr-only">
              {t('ticketing.types.loading')}
            </span>
            <Skeleton className="h-20 rounded-2xl" />
          </div>
        ) : types.isError ? (
          <LoadError
            inline
            title={t('ticketing.types.failed')}
            error={types.error}
            onRetry={() => void types.refetch()}
          />
        ) : types.data.length === 0 ? (
          <EmptyState
            icon={<Tags className="size-6" />}
            title={t('ticketing.types.none')}
            text={t('ticketing.types.noneText')}
          />
        ) : (
          <ul
            className="flex flex-col divide-y divide-line rounded-2xl border border-line"
            aria-label={t('ticketing.types.label')}
          >
            {types.data.map((type) => {
              const sold = soldOf(type.id);
              const facts: Array<[string, string]> = [
                [t('ticketing.types.priceTerm'), priceText(type.priceCredits)],
                [
                  t('ticketing.types.quotaTerm'),
                  type.quotaPerShow === null ? t('ticketing.types.noQuota') : formatNumber(type.quotaPerShow),
                ],
                [t('ticketing.types.maxTerm'), formatNumber(type.maxPerBooking)],
                [t('ticketing.types.windowTerm'), salesWindowText(type, event.timeZone)],
              ];
              if (sold !== undefined) facts.push([t('ticketing.types.soldTerm'), formatNumber(sold)]);
              const failed = remove.isError && remove.variables === type.id ? remove.error.message : null;
              return (
                <li key={type.id} className="flex flex-col gap-3 p-4 @container">
                  <div className="flex flex-col gap-3 @xl:flex-row @xl:items-start @xl:justify-between">
                    <div className="min-w-0">
                      <div className="flex flex-wrap items-center gap-2">
                        <h3 className="font-medium text-ink">{type.name}</h3>
                        {type.hidden && <Badge tone="purple">{t('ticketing.types.hiddenBadge')}</Badge>}
                        {!type.onSale && <Badge tone="yellow">{t('ticketing.types.offSale')}</Badge>}
                      </div>
                      {type.nameHi && (
                        <p lang="hi" className="text-sm text-ink-muted">
                          {type.nameHi}
                        </p>
                      )}
                      {type.description && (
                        <p className="mt-1 text-sm break-words text-ink-muted">{type.description}</p>
                      )}
                    </div>
                    <div className="flex shrink-0 flex-wrap items-start gap-2 @xl:justify-end">
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('ticketing.editLabel', { name: type.name })}
                        onClick={() => edit(type)}
                      >
                        {t('ticketing.edit')}
                      </Button>
                      <DeleteControl
                        name={type.name}
                        asking={asking === type.id}
                        busy={remove.isPending && remove.variables === type.id}
                        error={failed}
                        onAsk={() => {
                          remove.reset();
                          setAsking(type.id);
                        }}
                        onKeep={() => setAsking(null)}
                        onConfirm={() => remove.mutate(type.id, { onSettled: () => setAsking(null) })}
                      />
                    </div>
                  </div>
                  <dl
                    aria-label={t('ticketing.types.factsOf', { name: type.name })}
                    className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm @xl:grid-cols-5"
                  >
                    {facts.map(([term, value]) => (
                      <div key={term} className="flex min-w-0 flex-col">
                        <dt className="text-xs text-ink-muted">{term}</dt>
                        <dd className="font-medium break-words text-ink tabular-nums">{value}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {editing && (
        <Suspense fallback={null}>
          <TicketTypeDialog
            realm={realm}
            event={event}
            type={editing.type}
            nextOrder={(types.data?.length ?? 0) * 10}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      )}
    </Card>
  );
}

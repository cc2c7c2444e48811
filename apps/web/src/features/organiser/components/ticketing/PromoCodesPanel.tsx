import type { TEvent, TPromoCode, TRealm, TTicketType } from '@engagex/contracts';
import { Copy, Plus, TicketPercent } from 'lucide-react';
import { Suspense, useState } from 'react';
import { lazy } from '@/i18n/lazy';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Card, Skeleton } from '@/ui/Card';
import { EmptyState, LoadError } from '@/ui/states';
import { toast } from '@/ui/toast';
import { usePromoCodes } from '../../api/list-promo-codes';
import { useTicketTypes } from '../../api/list-ticket-types';
import { useUpdatePromoCode } from '../../api/update-promo-code';
import { formatDateTime, formatNumber } from '../../format';
import { t } from '../../messages';
import { typeNames } from './shared';

const PromoCodeDialog = lazy(() => import('./PromoCodeDialog'));

/** "20% off", "50 credits off", or "No discount" for a code that only unlocks. */
export function discountText(code: Pick<TPromoCode, 'percentOff' | 'creditsOff'>): string {
  if (code.percentOff !== null) return t('ticketing.codes.percentOff', { percent: code.percentOff });
  if (code.creditsOff !== null) return t('ticketing.codes.creditsOff', { count: code.creditsOff });
  return t('ticketing.codes.noDiscount');
}

/** "3 of 100 used" or "3 used". */
const usesText = (code: TPromoCode) =>
  code.maxUses === null
    ? t('ticketing.codes.uses', { uses: formatNumber(code.uses) })
    : t('ticketing.codes.usesOf', { uses: formatNumber(code.uses), max: formatNumber(code.maxUses) });

function validityText(code: TPromoCode, zone: string): string {
  const { validFrom: from, validUntil: until } = code;
  if (from && until)
    return t('ticketing.codes.validBoth', {
      from: formatDateTime(from, zone),
      until: formatDateTime(until, zone),
    });
  if (from) return t('ticketing.codes.validFrom', { from: formatDateTime(from, zone) });
  if (until) return t('ticketing.codes.validUntil', { until: formatDateTime(until, zone) });
  return t('ticketing.codes.validAlways');
}

/**
 * An event's promo codes (decision 078): each with its uses, its discount, when it is valid, the types it
 * discounts and those it unlocks, and whether it is on. A code is created in a dialog; it is switched off and on
 * here (PATCH active), never deleted, since bookings name it. "Copy code" puts it on the clipboard to share.
 */
export function PromoCodesPanel({ realm, event }: { realm: TRealm; event: TEvent }) {
  const codes = usePromoCodes(realm, event.id);
  const types = useTicketTypes(realm, event.id);
  const toggle = useUpdatePromoCode(realm, event.id);
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState(false);

  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="promo-codes-heading" className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h2 id="promo-codes-heading" className="text-lg font-semibold">
              {t('ticketing.codes.heading')}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">{t('ticketing.codes.text')}</p>
          </div>
          <Button
            variant="secondary"
            className="self-start"
            icon={<Plus aria-hidden className="size-4" />}
            disabled={!types.data}
            onClick={() => {
              setCreating(true);
              setOpen(true);
            }}
          >
            {t('ticketing.codes.add')}
          </Button>
        </div>
        {codes.isPending ? (
          <div aria-busy="true" className="flex flex-col gap-2">
            <span role="status" className="sr-only">
              {t('ticketing.codes.loading')}
            </span>
            <Skeleton className="h-16 rounded-2xl" />
          </div>
        ) : codes.isError ? (
          <LoadError
            inline
            title={t('ticketing.codes.failed')}
            error={codes.error}
            onRetry={() => void codes.refetch()}
          />
        ) : codes.data.length === 0 ? (
          <EmptyState
            icon={<TicketPercent className="size-6" />}
            title={t('ticketing.codes.none')}
            text={t('ticketing.codes.noneText')}
          />
        ) : (
          <ul
            className="flex flex-col divide-y divide-line rounded-2xl border border-line"
            aria-label={t('ticketing.codes.label')}
          >
            {codes.data.map((code) => (
              <PromoCodeRow
                key={code.id}
                code={code}
                types={types.data ?? []}
                timeZone={event.timeZone}
                busy={toggle.isPending && toggle.variables?.promoCodeId === code.id}
                error={
                  toggle.isError && toggle.variables?.promoCodeId === code.id ? toggle.error.message : null
                }
                onToggle={() =>
                  toggle.mutate(
                    { promoCodeId: code.id, body: { active: !code.active } },
                    {
                      onSuccess: (saved) =>
                        toast({
                          title: () =>
                            saved.active ? t('ticketing.codes.turnedOn') : t('ticketing.codes.turnedOff'),
                          description: () => saved.code,
                          variant: 'success',
                        }),
                    },
                  )
                }
              />
            ))}
          </ul>
        )}
      </section>
      {creating && types.data && (
        <Suspense fallback={null}>
          <PromoCodeDialog
            realm={realm}
            event={event}
            types={types.data}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      )}
    </Card>
  );
}

function PromoCodeRow({
  code,
  types,
  timeZone,
  busy,
  error,
  onToggle,
}: {
  code: TPromoCode;
  types: TTicketType[];
  timeZone: string;
  busy: boolean;
  error: string | null;
  onToggle: () => void;
}) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code.code);
      toast({ title: () => t('ticketing.codes.copied'), description: () => code.code, variant: 'success' });
    } catch {
      // No clipboard (an insecure origin, a refused permission): the code is on screen to copy by hand.
      toast({ title: () => t('ticketing.codes.copyFailed'), description: () => code.code });
    }
  };
  const facts: Array<[string, string]> = [
    [t('ticketing.codes.discountTerm'), discountText(code)],
    [t('ticketing.codes.usesTerm'), usesText(code)],
    [t('ticketing.codes.validTerm'), validityText(code, timeZone)],
  ];
  if (code.percentOff !== null || code.creditsOff !== null)
    facts.push([
      t('ticketing.codes.coversTerm'),
      code.ticketTypeIds === null ? t('ticketing.codes.everyType') : typeNames(types, code.ticketTypeIds),
    ]);
  if (code.unlocksTicketTypeIds.length > 0)
    facts.push([t('ticketing.codes.unlocksTerm'), typeNames(types, code.unlocksTicketTypeIds)]);
  return (
    <li className="flex flex-col gap-3 p-4 @container">
      <div className="flex flex-col gap-3 @xl:flex-row @xl:items-center @xl:justify-between">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-mono text-base font-semibold tracking-wide break-all text-ink">{code.code}</h3>
          <Badge tone={code.active ? 'green' : 'gray'} dot>
            {code.active ? t('ticketing.codes.active') : t('ticketing.codes.inactive')}
          </Badge>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            size="sm"
            variant="ghost"
            icon={<Copy aria-hidden className="size-4" />}
            aria-label={t('ticketing.codes.copyLabel', { code: code.code })}
            onClick={() => void copy()}
          >
            {t('ticketing.codes.copy')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            loading={busy}
            aria-label={
              code.active
                ? t('ticketing.codes.deactivateLabel', { code: code.code })
                : t('ticketing.codes.reactivateLabel', { code: code.code })
            }
            onClick={onToggle}
          >
            {code.active ? t('ticketing.codes.deactivate') : t('ticketing.codes.reactivate')}
          </Button>
        </div>
      </div>
      <dl
        aria-label={t('ticketing.codes.factsOf', { code: code.code })}
        className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm xs:grid-cols-2 @xl:grid-cols-5"
      >
        {facts.map(([term, value]) => (
          <div key={term} className="flex min-w-0 flex-col">
            <dt className="text-xs text-ink-muted">{term}</dt>
            <dd className="font-medium break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </li>
  );
}

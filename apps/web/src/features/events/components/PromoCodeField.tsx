import { Ticket } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/ui/Button';
import { Skeleton } from '@/ui/Card';
import { t } from '../event-page/messages';
import type { PromoCodeProps } from './PromoCodeForm';

const PromoCodeForm = lazy(() => import('./PromoCodeForm'));

/**
 * "Have a code?" (decision 078): the buyer types a promo code and applies it; the caller re-reads the event with
 * it (hidden types it unlocks appear) and checks it for the saving, shown before payment ("You save ₹…"). A
 * refusal (unknown, expired, used up: 422; too many tries: 429) is said under the field, in the server's words.
 */
export function PromoCodeField(props: PromoCodeProps) {
  const [open, setOpen] = useState(props.applied !== null);
  if (!open) {
    return (
      <Button
        variant="ghost"
        size="sm"
        className="-mx-3 self-start text-link"
        onClick={() => setOpen(true)}
        disabled={props.disabled}
        icon={<Ticket aria-hidden className="size-4" />}
      >
        {t('buy.promo.open')}
      </Button>
    );
  }
  return (
    <Suspense fallback={<Skeleton className="h-20" />}>
      <PromoCodeForm {...props} />
    </Suspense>
  );
}

import type { TEvent } from '@engagex/contracts';
import { Share } from 'lucide-react';
import { Suspense, useState } from 'react';
import { lazy } from '@/i18n/lazy';
import { Button } from '@/ui/Button';

import { t } from '../event-page/messages';

const ShareDialog = lazy(() => import('./ShareDialog'));

/** Opens the share sheet; the dialog's code loads on first use. */
export function ShareButton({ event, className }: { event: TEvent; className?: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        className={className}
        icon={<Share aria-hidden className="size-4" />}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {t('share.button')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <ShareDialog event={event} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

import { Info } from 'lucide-react';
import { Card } from '@/ui/Card';
import { t } from '../check-in/messages';

/** How a ticket reaches the desk: typed, by a scanner that types it, or through the camera. */
export function HowToScan() {
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-ink">
        <Info aria-hidden className="size-4 text-ink-muted" />
        {t('howTo.heading')}
      </h2>
      <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5 text-sm text-ink-muted">
        <li>{t('howTo.type')}</li>
        <li>{t('howTo.scanner')}</li>
        <li>{t('howTo.camera')}</li>
        <li>{t('howTo.show')}</li>
      </ul>
    </Card>
  );
}

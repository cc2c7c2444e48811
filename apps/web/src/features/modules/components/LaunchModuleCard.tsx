import type { TModule } from '@engagex/contracts';
import { Rocket } from 'lucide-react';
import { Suspense, useState } from 'react';
import { lazy } from '@/i18n/lazy';
import { moduleTitle } from '@/lib/content-text';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { t } from '../page/messages';

/** The dialog brings Radix along; only an admin who opens it downloads it. */
const LaunchModuleDialog = lazy(() => import('./LaunchModuleDialog'));

/** An admin's launch of an upcoming module, on its page. */
export function LaunchModuleCard({ module }: { module: TModule }) {
  const [open, setOpen] = useState(false);
  return (
    <Card className="flex flex-col items-start gap-3 p-6">
      <h2 className="flex items-center gap-2 text-base font-semibold">
        <Rocket aria-hidden className="size-4 text-ink-muted" /> {t('launch')}
      </h2>
      <p className="text-sm text-ink-muted">{t('launchIntro', { title: moduleTitle(module) })}</p>
      <Button onClick={() => setOpen(true)}>{t('launchNow')}</Button>
      {open && (
        <Suspense fallback={null}>
          <LaunchModuleDialog module={module} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </Card>
  );
}

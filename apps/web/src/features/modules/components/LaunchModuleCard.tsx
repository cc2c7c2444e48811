import type { TModule } from '@engagex/contracts';
import { Rocket } from 'lucide-react';
import { Suspense, useState } from 'react';
import { lazy } from '@/i18n/lazy';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';

/** The dialog brings Radix along; only an admin who opens it downloads it. */
const LaunchModuleDialog = lazy(() => import('./LaunchModuleDialog'));

/** An admin's launch of an upcoming module, on its page. */
export function LaunchModuleCard({ module }: { module: TModule }) {
  const [open, setOpen] = useState(false);
  return (
    <Card className="flex flex-col items-start gap-3 p-6">
      <h2 className="flex items-center gap-2 text-base font-semibold">
        <Rocket aria-hidden className="size-4 text-ink-muted" /> Launch
      </h2>
      <p className="text-sm text-ink-muted">
        Make {module.title} live for everyone. Everyone who asked to hear about its launch is told once, in
        the app and by email.
      </p>
      <Button onClick={() => setOpen(true)}>Launch now</Button>
      {open && (
        <Suspense fallback={null}>
          <LaunchModuleDialog module={module} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </Card>
  );
}

/**
 * The sign-in popup's last page (decision 095): the portal's sign-in brought the visitor here signed in, and the
 * token goes to the widget's frame that opened the popup (same origin only), which then closes it. Changes when the
 * popup's hand-over does.
 */
import { useEffect, useState } from 'react';
import { getAuthToken } from '@/lib/storage';
import { Card } from '@/ui/Card';
import { handTokenToOpener } from '../frame';
import { t } from '../messages';

export function SignedInPage() {
  const [handed, setHanded] = useState<boolean | null>(null);
  useEffect(() => {
    const token = getAuthToken();
    const sent = token !== null && handTokenToOpener(token);
    setHanded(sent);
    if (sent) window.close();
  }, []);
  return (
    <main className="mx-auto flex max-w-md flex-col gap-3 p-6">
      <Card className="flex flex-col gap-2 p-5">
        <h1 className="text-lg font-semibold">{t('signedIn.heading')}</h1>
        {handed !== null && (
          <p className="text-sm text-ink-muted">{handed ? t('signedIn.close') : t('signedIn.lost')}</p>
        )}
      </Card>
    </main>
  );
}

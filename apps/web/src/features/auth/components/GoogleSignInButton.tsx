import { useEffect, useRef, useState } from 'react';
import { useTheme } from '@/lib/theme';
import { Skeleton } from '@/ui/Card';
import { loadGoogleIdentity } from '../google-identity';
import { t } from '../sign-in/messages';

/** Google's own "Sign in with Google" button (rendered by GIS into our container), in popup mode. */
export function GoogleSignInButton({
  clientId,
  onCredential,
  disabled = false,
}: {
  clientId: string;
  onCredential: (credential: string) => void;
  disabled?: boolean;
}) {
  const container = useRef<HTMLDivElement>(null);
  const latestOnCredential = useRef(onCredential);
  latestOnCredential.current = onCredential;
  const theme = useTheme();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        const parent = container.current;
        if (cancelled || !parent) return;
        google.initialize({
          client_id: clientId,
          callback: ({ credential }) => latestOnCredential.current(credential),
          ux_mode: 'popup',
          context: 'signin',
          cancel_on_tap_outside: true,
        });
        parent.replaceChildren();
        google.renderButton(parent, {
          type: 'standard',
          theme: theme === 'dark' ? 'filled_black' : 'outline',
          size: 'large',
          text: 'signin_with',
          shape: 'pill',
          logo_alignment: 'center',
          width: Math.min(400, Math.max(200, Math.round(parent.clientWidth))),
        });
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [clientId, theme]);

  return (
    <div className={disabled ? 'pointer-events-none opacity-60' : undefined} aria-busy={state === 'loading'}>
      {state === 'loading' && (
        <>
          <Skeleton className="h-11 w-full rounded-full" />
          <span className="sr-only">{t('googleLoading')}</span>
        </>
      )}
      {state === 'failed' && (
        <p className="rounded-xl border border-line bg-surface-muted px-4 py-3 text-sm text-ink-muted">
          {t('googleFailed')}
        </p>
      )}
      <div ref={container} className="flex min-h-11 justify-center empty:hidden" />
    </div>
  );
}

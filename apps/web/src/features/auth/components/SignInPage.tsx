import type { TMfaChallenge } from '@engagex/contracts';
import { useMutation } from '@tanstack/react-query';
import {
  CalendarDays,
  Clapperboard,
  Coins,
  FlaskConical,
  Languages,
  Megaphone,
  Mic,
  Palette,
  PenLine,
  ShoppingBag,
  Sparkles,
  UserRound,
  Users,
} from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { suspensionOf } from '@/lib/api-error';
import { clearReferralInvite, getReferralInvite } from '@/lib/referral-invite';
import { Button } from '@/ui/Button';
import { Card, Skeleton } from '@/ui/Card';
import { LanguageButton } from '@/ui/LanguageSwitch';
import { Logo } from '@/ui/Logo';
import { ThemeToggle } from '@/ui/ThemeToggle';
import { createDevCredential } from '../api/create-dev-credential';
import { useAuthConfig } from '../api/get-auth-config';
import { signInWithGoogle } from '../api/sign-in-with-google';
import { safeReturnTo } from '../session';
import { t } from '../sign-in/messages';
import { forgetSuspension, rememberedSuspension, rememberSuspension } from '../suspension';
import { authErrorMessage, useCompleteSignIn } from '../use-complete-sign-in';
import { DemoSignInForm } from './DemoSignInForm';
import { GoogleSignInButton } from './GoogleSignInButton';
import { SuspendedNotice } from './SuspendedNotice';

/** Only people with a second factor meet it (decision 089): the sign-in page, everyone's first, loads it then. */
const SecondStepForm = lazy(() => import('./SecondStepForm'));

/** Each highlight's icon and message. */
const highlights = [
  { icon: CalendarDays, text: 'point.events' },
  { icon: Coins, text: 'point.credits' },
  { icon: Users, text: 'point.invite' },
] as const;

const moduleIcons = [
  CalendarDays,
  Clapperboard,
  PenLine,
  Palette,
  Mic,
  Megaphone,
  UserRound,
  Languages,
  ShoppingBag,
];

export function SignInPage() {
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  // An invite link (/join/:code) stores its code; a `ref` query parameter names one directly.
  const [invite] = useState(getReferralInvite);
  const referralCode = params.get('ref')?.slice(0, 64) || invite?.code || undefined;
  const config = useAuthConfig();
  const completeSignIn = useCompleteSignIn(returnTo);
  const [error, setError] = useState<string | null>(null);
  // Met by a request, a reload or a renewal of the session that just ended, or by a sign-in (decision 048).
  const [suspension, setSuspension] = useState(rememberedSuspension);
  // A person with a second factor gets its step instead of a session (decision 089).
  const [challenge, setChallenge] = useState<TMfaChallenge | null>(null);

  const signIn = useMutation({
    mutationFn: async (identity: { credential: string } | { email: string; name?: string }) => {
      const credential =
        'credential' in identity ? identity.credential : (await createDevCredential(identity)).credential;
      return signInWithGoogle({ credential, ...(referralCode ? { referralCode } : {}) });
    },
    onMutate: () => setError(null),
    onSuccess: (response) => {
      // The server applies the code to a new account only; either way it has now been used.
      clearReferralInvite();
      forgetSuspension();
      if ('mfaRequired' in response) return setChallenge(response);
      return completeSignIn(response);
    },
    onError: (cause) => {
      const suspended = suspensionOf(cause);
      if (suspended) rememberSuspension(suspended);
      setSuspension(suspended);
      setError(suspended ? null : authErrorMessage(cause));
    },
  });

  const googleClientId = config.data?.googleClientId ?? null;
  const devIdentityProvider = config.data?.devIdentityProvider ?? false;

  return (
    <div className="grid min-h-dvh md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <title>{t('docTitle')}</title>
      <aside
        aria-label={t('about')}
        className="relative hidden overflow-hidden bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-700 p-12 text-white md:flex md:flex-col md:justify-between dark:from-indigo-900 dark:via-indigo-800 dark:to-violet-900"
      >
        <div
          aria-hidden
          className="absolute inset-0 bg-[radial-gradient(circle_at_20%_15%,rgb(255_255_255/0.18),transparent_45%)]"
        />
        <span className="relative font-pixel text-sm leading-none">
          {/* not translated: the brand's wordmark */}
          Engage<span className="text-indigo-200">X</span>
        </span>
        <div className="relative max-w-md">
          <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold tracking-wide uppercase">
            <Sparkles aria-hidden className="size-3.5" /> {t('tagline')}
          </p>
          <h2 className="text-4xl leading-tight font-bold tracking-tight text-white">{t('headline')}</h2>
          <ul className="mt-8 space-y-4">
            {highlights.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 text-base text-indigo-50">
                <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-white/15">
                  <Icon aria-hidden className="size-4" />
                </span>
                {t(text)}
              </li>
            ))}
          </ul>
        </div>
        <div aria-hidden className="relative flex flex-wrap gap-2">
          {moduleIcons.map((Icon, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative list
              key={index}
              className="inline-flex size-10 items-center justify-center rounded-xl bg-white/10 ring-1 ring-white/20"
            >
              <Icon className="size-5 text-white/90" />
            </span>
          ))}
        </div>
      </aside>

      <main id="main-content" className="flex flex-col px-5 py-6 xs:px-8">
        <div className="flex items-center justify-between">
          <Logo className="md:invisible" />
          <div className="flex items-center gap-1">
            <LanguageButton />
            <ThemeToggle />
          </div>
        </div>
        <div className="flex flex-1 items-center justify-center py-10">
          <Card className="w-full max-w-[420px] p-6 xs:p-8">
            <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
            <p className="mt-1.5 text-sm text-ink-muted">
              {referralCode ? t('invited', { name: invite?.referrerName ?? t('aFriend') }) : t('welcome')}
            </p>

            <div className="mt-6">
              {suspension && <SuspendedNotice suspension={suspension} />}
              {error && (
                <p
                  role="alert"
                  className="mb-5 rounded-xl border border-red-300 bg-danger-soft px-4 py-3 text-sm font-medium text-danger dark:border-red-500/40"
                >
                  {error}
                </p>
              )}

              {config.isPending && (
                <div className="space-y-3" aria-busy="true">
                  <Skeleton className="h-11 w-full rounded-full" />
                  <Skeleton className="h-11 w-full" />
                  <span className="sr-only" role="status">
                    {t('loading')}
                  </span>
                </div>
              )}

              {config.isError && (
                <div role="alert" className="space-y-3">
                  <p className="text-sm text-ink-muted">
                    {t('configFailed', { reason: config.error.message })}
                  </p>
                  <Button variant="secondary" onClick={() => void config.refetch()}>
                    {t('retry')}
                  </Button>
                </div>
              )}

              {challenge && (
                <Suspense fallback={<Skeleton className="h-48 w-full" />}>
                  <SecondStepForm
                    challenge={challenge}
                    onSignedIn={completeSignIn}
                    onRestart={() => setChallenge(null)}
                  />
                </Suspense>
              )}

              {config.isSuccess && !challenge && (
                <div className="flex flex-col gap-6">
                  {googleClientId && (
                    <GoogleSignInButton
                      clientId={googleClientId}
                      disabled={signIn.isPending}
                      onCredential={(credential) => signIn.mutate({ credential })}
                    />
                  )}
                  {googleClientId && devIdentityProvider && (
                    <div className="flex items-center gap-3 text-xs font-medium text-ink-muted uppercase">
                      <span aria-hidden className="h-px flex-1 bg-line" />
                      {t('or')}
                      <span aria-hidden className="h-px flex-1 bg-line" />
                    </div>
                  )}
                  {devIdentityProvider && (
                    <section aria-labelledby="demo-sign-in-heading" className="flex flex-col gap-4">
                      <div className="flex items-start gap-3 rounded-xl bg-surface-muted px-3.5 py-3">
                        <FlaskConical aria-hidden className="mt-0.5 size-4 shrink-0 text-ink-muted" />
                        <div>
                          <h2 id="demo-sign-in-heading" className="text-sm font-semibold">
                            {t('demo')}
                          </h2>
                          <p className="text-xs text-ink-muted">{t('demoNote')}</p>
                        </div>
                      </div>
                      <DemoSignInForm
                        pending={signIn.isPending}
                        onSubmit={(identity) => signIn.mutate(identity)}
                      />
                    </section>
                  )}
                  {!googleClientId && !devIdentityProvider && (
                    <p role="alert" className="text-sm text-ink-muted">
                      {t('unavailable')}
                    </p>
                  )}
                </div>
              )}
            </div>
          </Card>
        </div>
        <p className="text-center text-xs text-ink-muted">© {new Date().getFullYear()} EngageX</p>
      </main>
    </div>
  );
}

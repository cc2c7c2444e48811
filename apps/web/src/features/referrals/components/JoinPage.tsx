import { REFERRAL_SIGNUP_BONUS } from '@engagex/contracts';
import { ArrowRight, CalendarDays, Coins, Gift, Sparkles, TicketX } from 'lucide-react';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { isApiError } from '@/lib/api-error';
import { storeReferralInvite } from '@/lib/referral-invite';
import { getAuthToken } from '@/lib/storage';
import { buttonClasses } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { LanguageButton } from '@/ui/LanguageSwitch';
import { Logo } from '@/ui/Logo';
import { ThemeToggle } from '@/ui/ThemeToggle';
import { recordReferralClick } from '../api/record-referral-click';
import { t } from '../messages';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface JoinData {
  code: string;
  /** valid: a known code; invalid: the server does not know it; unknown: the server could not be asked. */
  status: 'valid' | 'invalid' | 'unknown';
  referrerName: string | null;
  signedIn: boolean;
}

/**
 * /join/:code (public). Records the visit (with the share it came from, `?s=`), and keeps the code for the
 * sign-in that follows, which passes it on as referralCode. A loader, so a visit is counted once, not per render.
 */
export async function joinLoader({ params, request }: LoaderFunctionArgs): Promise<JoinData> {
  const code = (params.code ?? '').trim().toUpperCase();
  const shareId = new URL(request.url).searchParams.get('s');
  const signedIn = getAuthToken() !== null;
  try {
    const { valid, referrerName } = await recordReferralClick({
      code,
      ...(shareId && UUID.test(shareId) ? { shareId } : {}),
    });
    // An account that exists already cannot be referred; the code is kept for new visitors only.
    if (valid && !signedIn) storeReferralInvite(code, referrerName);
    return { code, status: valid ? 'valid' : 'invalid', referrerName, signedIn };
  } catch (error) {
    // The server refused the code's form: not an invite. Otherwise it could not be asked: keep the code, the
    // sign-up checks it anyway.
    if (isApiError(error) && error.status === 400) {
      return { code, status: 'invalid', referrerName: null, signedIn };
    }
    if (!signedIn) storeReferralInvite(code, null);
    return { code, status: 'unknown', referrerName: null, signedIn };
  }
}

const perks = [
  {
    icon: CalendarDays,
    get text() {
      return t('join.perk.events');
    },
  },
  {
    icon: Sparkles,
    get text() {
      return t('join.perk.studios');
    },
  },
  {
    icon: Coins,
    get text() {
      return t('join.perk.credits', { bonus: REFERRAL_SIGNUP_BONUS });
    },
  },
];

export function JoinPage() {
  const { code, status, referrerName, signedIn } = useLoaderData<JoinData>();
  const invited = status !== 'invalid';
  const heading = !invited
    ? t('join.invalid')
    : referrerName
      ? t('join.invitedBy', { name: referrerName })
      : t('join.invited');
  const signInTo = invited && !signedIn ? `/sign-in?${new URLSearchParams({ ref: code })}` : '/sign-in';

  return (
    <div className="flex min-h-dvh flex-col px-5 py-6 xs:px-8">
      <title>{t('join.title', { heading })}</title>
      <header className="flex items-center justify-between">
        <Logo />
        <div className="flex items-center gap-1">
          <LanguageButton />
          <ThemeToggle />
        </div>
      </header>
      <main id="main-content" className="flex flex-1 items-center justify-center py-10">
        <Card className="w-full max-w-[460px] p-6 xs:p-8">
          <span
            data-palette={invited ? 'pink' : 'gray'}
            className="inline-flex size-12 items-center justify-center rounded-2xl bg-tone-soft text-tone-fg"
          >
            {invited ? <Gift aria-hidden className="size-6" /> : <TicketX aria-hidden className="size-6" />}
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink">{heading}</h1>

          {!invited ? (
            <p className="mt-2 text-sm text-ink-muted">{t('join.invalidText')}</p>
          ) : signedIn ? (
            <p className="mt-2 text-sm text-ink-muted">{t('join.signedInText')}</p>
          ) : (
            <>
              <p className="mt-2 text-sm text-ink-muted">{t('join.text')}</p>
              <ul className="mt-5 space-y-3">
                {perks.map(({ icon: Icon, text }) => (
                  <li key={text} className="flex items-start gap-3 text-sm text-ink">
                    <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                    {text}
                  </li>
                ))}
              </ul>
            </>
          )}

          <Link
            to={signedIn ? '/' : signInTo}
            className={buttonClasses({ size: 'lg', className: 'mt-6 w-full' })}
          >
            {signedIn ? t('join.dashboard') : invited ? t('join.accept') : t('join.signIn')}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </Card>
      </main>
      <footer className="text-center text-xs text-ink-muted">© {new Date().getFullYear()} EngageX</footer>
    </div>
  );
}

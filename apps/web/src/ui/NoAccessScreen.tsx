import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from './Button';
import { t } from './messages';

/**
 * What a signed-in user sees on pages their account has no role for: why, and a way out. The reason names
 * the account, so a user signed in with the wrong one can tell.
 */
export function NoAccessScreen({
  title,
  reason,
  help,
  elsewhere,
}: {
  title: string;
  reason: ReactNode;
  help?: string;
  /** The public side of the same section, offered before the dashboard; without it the dashboard leads. */
  elsewhere?: { to: string; label: string };
}) {
  return (
    <div className="flex min-h-[400px] w-full items-center justify-center p-4">
      <title>{`${title} · EngageX`}</title>
      <div className="w-full max-w-lg rounded-2xl border border-line bg-surface p-8 text-center shadow-sm">
        <span
          aria-hidden
          data-palette="orange"
          className="mx-auto mb-5 flex size-14 items-center justify-center rounded-2xl bg-tone-soft text-tone-fg"
        >
          <ShieldAlert className="size-7" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="mt-3 text-ink-muted">{reason}</p>
        {help && <p className="mt-2 text-sm text-ink-muted">{help}</p>}
        <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
          {elsewhere && (
            <Link to={elsewhere.to} className={buttonClasses()}>
              {elsewhere.label}
            </Link>
          )}
          <Link to="/" className={buttonClasses({ variant: elsewhere ? 'secondary' : 'primary' })}>
            {t('goToDashboard')}
          </Link>
        </div>
      </div>
    </div>
  );
}

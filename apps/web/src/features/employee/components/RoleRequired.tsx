import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/ui/Button';

/** What a signed-in user without the needed role sees on the employee pages. */
export function RoleRequired({ needs, email }: { needs: 'employee' | 'admin'; email: string }) {
  const title = needs === 'employee' ? 'Employees only' : 'Admins only';
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
        <p className="mt-3 text-ink-muted">
          {needs === 'employee'
            ? 'Encashment and the referral guide are for EngageX employees.'
            : 'Encashment requests are reviewed by EngageX admins.'}{' '}
          You are signed in as <span className="font-medium break-words text-ink">{email}</span>.
        </p>
        <p className="mt-2 text-sm text-ink-muted">
          If you should have access, ask an EngageX administrator.
        </p>
        <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
          <Link to="/" className={buttonClasses()}>
            Go to dashboard
          </Link>
        </div>
      </div>
    </div>
  );
}

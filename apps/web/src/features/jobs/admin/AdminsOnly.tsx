import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/ui/Button';

/** What a signed-in user without the admin role sees instead of the review queue. */
export function AdminsOnly({ email }: { email: string }) {
  return (
    <div className="flex min-h-[400px] w-full items-center justify-center p-4">
      <title>Admins only · EngageX</title>
      <div className="w-full max-w-lg rounded-2xl border border-line bg-surface p-8 text-center shadow-sm">
        <span
          aria-hidden
          data-palette="orange"
          className="mx-auto mb-5 flex size-14 items-center justify-center rounded-2xl bg-tone-soft text-tone-fg"
        >
          <ShieldAlert className="size-7" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">Admins only</h1>
        <p className="mt-3 text-ink-muted">
          Job applications are reviewed by EngageX admins. You are signed in as{' '}
          <span className="font-medium break-words text-ink">{email}</span>, which is not an admin account.
        </p>
        <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
          <Link to="/jobs" className={buttonClasses()}>
            Browse openings
          </Link>
          <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
            Go to dashboard
          </Link>
        </div>
      </div>
    </div>
  );
}

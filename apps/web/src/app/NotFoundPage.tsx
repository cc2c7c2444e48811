import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/ui/Button';
import { Logo } from '@/ui/Logo';
import { t } from './messages';

export function NotFoundPage() {
  return (
    <main
      id="main-content"
      className="flex min-h-dvh flex-col items-center justify-center gap-8 p-6 text-center"
    >
      <title>{t('app.pageNotFound.title')}</title>
      <Logo size="md" />
      <div className="flex max-w-md flex-col items-center">
        <span
          aria-hidden
          data-palette="blue"
          className="inline-flex size-14 items-center justify-center rounded-2xl bg-tone-soft text-tone-fg"
        >
          <Compass className="size-7" />
        </span>
        <p className="mt-5 font-mono text-sm font-semibold text-ink-muted">404</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight">{t('app.pageNotFound.heading')}</h1>
        <p className="mt-3 text-ink-muted">{t('app.pageNotFound.body')}</p>
        <Link to="/" className={buttonClasses({ className: 'mt-6' })}>
          {t('app.goToDashboard')}
        </Link>
      </div>
    </main>
  );
}

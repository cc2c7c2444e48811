import { NOTIFICATION_KIND_LABELS, type TKeptEmailSummary } from '@engagex/contracts';
import { Inbox, Paperclip } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { pageFrom, withPage } from '@/lib/page-param';
import { formatMoment, formatRelative } from '@/lib/time';
import { Card } from '@/ui/Card';
import { cx } from '@/ui/cx';
import { Pagination } from '@/ui/Pagination';
import { EmptyState, ListSkeleton } from '@/ui/states';
import { useKeptEmails } from '../api/list-kept-emails';
import { t } from '../messages';
import { AdminsOnly, MailboxError } from './MailboxAccess';

/** /dev/mailbox: the emails the portal kept instead of sending, newest first. Admins only. */
export function MailboxPage() {
  return (
    <AdminsOnly>
      <Mailbox />
    </AdminsOnly>
  );
}

function Mailbox() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const emails = useKeptEmails(page);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <title>{t('list.title')}</title>
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('list.heading')}</h1>
        <p className="mt-1 text-sm text-ink-muted sm:text-base">{t('list.intro')}</p>
      </header>
      {emails.isPending ? (
        <ListSkeleton label={t('list.loading')} />
      ) : emails.isError ? (
        <MailboxError title={t('list.none')} error={emails.error} onRetry={() => void emails.refetch()} />
      ) : emails.data.items.length === 0 ? (
        <EmptyState
          framed
          icon={<Inbox className="size-6" />}
          title={t('list.empty.title')}
          text={t('list.empty.text')}
        />
      ) : (
        <>
          <Card className={cx('overflow-hidden', emails.isPlaceholderData && 'opacity-60')}>
            <ul aria-label={t('list.label')} className="divide-y divide-line">
              {emails.data.items.map((email) => (
                <li key={email.id}>
                  <EmailRow email={email} />
                </li>
              ))}
            </ul>
          </Card>
          <Pagination
            label={t('list.pages')}
            page={page}
            totalPages={emails.data.totalPages}
            busy={emails.isPlaceholderData}
            onPageChange={(next) => setParams(withPage(params, next), { replace: true })}
          />
        </>
      )}
    </div>
  );
}

function EmailRow({ email }: { email: TKeptEmailSummary }) {
  return (
    <Link
      to={`/dev/mailbox/${email.id}`}
      className="flex flex-col gap-1 px-5 py-4 transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus"
    >
      <span className="flex items-baseline justify-between gap-3">
        <span className="line-clamp-2 min-w-0 font-semibold break-words text-ink">{email.subject}</span>
        <time
          dateTime={email.keptAt}
          title={formatMoment(email.keptAt, 'precise')}
          className="shrink-0 text-xs text-ink-muted"
        >
          {formatRelative(email.keptAt)}
        </time>
      </span>
      <span className="truncate text-sm text-ink-muted">{t('list.to', { to: email.to })}</span>
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-muted">
        <span>{NOTIFICATION_KIND_LABELS[email.kind]}</span>
        {email.attachments.length > 0 && (
          <span className="flex min-w-0 items-center gap-1">
            <Paperclip aria-label={t('list.attachments')} className="size-3.5 shrink-0" />
            <span className="truncate">
              {email.attachments.map((attachment) => attachment.filename).join(', ')}
            </span>
          </span>
        )}
      </span>
    </Link>
  );
}

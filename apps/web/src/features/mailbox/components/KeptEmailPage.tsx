import { NOTIFICATION_KIND_LABELS, type TKeptEmail } from '@engagex/contracts';
import { CalendarDays, Download, FileImage, FileText, Paperclip } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { formatMoment } from '@/lib/time';
import { BackLink } from '@/ui/BackLink';
import { Button } from '@/ui/Button';
import { Card, Skeleton } from '@/ui/Card';
import { useKeptEmail } from '../api/get-kept-email';
import { attachmentSize, downloadAttachment, mediaType } from '../attachments';
import { t } from '../messages';
import { EmailPreview } from './EmailPreview';
import { AdminsOnly, MailboxError } from './MailboxAccess';

/** /dev/mailbox/:emailId: one kept email as its recipient would get it, and what it carries. Admins only. */
export function KeptEmailPage() {
  const { emailId = '' } = useParams();
  return (
    <AdminsOnly>
      <KeptEmail id={emailId} />
    </AdminsOnly>
  );
}

function KeptEmail({ id }: { id: string }) {
  const email = useKeptEmail(id);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <title>{t('email.title', { subject: email.data?.subject ?? t('email.untitled') })}</title>
      <BackLink to="/dev/mailbox" quiet>
        {t('email.back')}
      </BackLink>
      {email.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-4">
          <span role="status" className="sr-only">
            {t('email.loading')}
          </span>
          <Skeleton className="h-40 rounded-2xl" />
          <Skeleton className="h-96 rounded-2xl" />
        </div>
      ) : email.isError ? (
        <MailboxError title={t('email.failed')} error={email.error} onRetry={() => void email.refetch()} />
      ) : (
        <EmailDetails email={email.data} />
      )}
    </div>
  );
}

function EmailDetails({ email }: { email: TKeptEmail }) {
  return (
    <>
      <Card className="p-5 sm:p-6">
        <h1 className="text-xl font-bold tracking-tight break-words sm:text-2xl">{email.subject}</h1>
        <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
          <Header term={t('email.from')}>{email.from}</Header>
          <Header term={t('email.to')}>{email.to}</Header>
          <Header term={t('email.kept')}>
            <time dateTime={email.keptAt}>{formatMoment(email.keptAt, 'precise')}</time>
          </Header>
          <Header term={t('email.kind')}>{NOTIFICATION_KIND_LABELS[email.kind]}</Header>
          <Header term="Message-ID">
            <code className="font-mono text-xs break-all">{email.messageId}</code>
          </Header>
        </dl>
      </Card>

      {email.attachments.length > 0 && (
        <Card className="p-5 sm:p-6">
          <h2 className="flex items-center gap-2 text-base font-semibold">
            <Paperclip aria-hidden className="size-4 text-ink-muted" /> {t('email.attachments')}
          </h2>
          <ul className="mt-3 flex flex-col gap-2">
            {email.attachments.map((attachment) => (
              <li
                key={`${attachment.filename}-${attachment.cid ?? ''}`}
                className="flex items-center justify-between gap-3 rounded-xl bg-surface-muted px-3.5 py-2.5"
              >
                <span className="flex min-w-0 items-center gap-2.5 text-sm">
                  <AttachmentIcon contentType={attachment.contentType} />
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-ink">{attachment.filename}</span>
                    <span className="block text-xs text-ink-muted">
                      {t(attachment.cid ? 'email.attachmentFactsInline' : 'email.attachmentFacts', {
                        type: mediaType(attachment.contentType),
                        size: attachmentSize(attachment),
                      })}
                    </span>
                  </span>
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<Download aria-hidden className="size-4" />}
                  aria-label={t('email.downloadFile', { filename: attachment.filename })}
                  onClick={() => downloadAttachment(attachment)}
                >
                  {t('email.download')}
                </Button>
              </li>
            ))}
          </ul>
        </Card>
      )}

      <section aria-labelledby="email-html" className="flex flex-col gap-3">
        <h2 id="email-html" className="text-base font-semibold">
          {t('email.html')}
        </h2>
        <EmailPreview email={email} />
      </section>

      <section aria-labelledby="email-text" className="flex flex-col gap-3">
        <h2 id="email-text" className="text-base font-semibold">
          {t('email.text')}
        </h2>
        <Card className="overflow-x-auto p-5">
          <pre className="font-mono text-sm leading-relaxed whitespace-pre-wrap break-words text-ink">
            {email.text}
          </pre>
        </Card>
      </section>
    </>
  );
}

function Header({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-ink-muted">{term}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </>
  );
}

function AttachmentIcon({ contentType }: { contentType: string }) {
  const type = mediaType(contentType);
  const Icon = type === 'text/calendar' ? CalendarDays : type.startsWith('image/') ? FileImage : FileText;
  return <Icon aria-hidden className="size-4 shrink-0 text-ink-muted" />;
}

import type { TUser } from '@engagex/contracts';
import { Coins } from 'lucide-react';
import { Avatar } from '@/ui/Avatar';
import { t as tAccount } from '../account/messages';
import { formatMemberSince, formatNumber } from '../format';
import { t } from '../messages';

export function AccountSummary({ user }: { user: TUser }) {
  const since = formatMemberSince(user.memberSince);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <Avatar name={user.name} src={user.avatarUrl} className="size-12 text-sm" />
        <div className="min-w-0">
          <p className="font-semibold wrap-anywhere text-ink">{user.name}</p>
          {/* Whole, on as many lines as it needs: a cut address cannot be checked (decision 055). */}
          <p className="text-sm wrap-anywhere text-ink-muted">{user.email}</p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-xl bg-surface-muted px-3 py-2.5">
          <dt className="text-xs text-ink-muted">{tAccount('balance')}</dt>
          <dd className="mt-0.5 flex items-center gap-1.5 font-semibold text-ink">
            <Coins aria-hidden className="size-4 text-amber-600 dark:text-amber-300" />
            {t('credits', { count: user.creditBalance, n: formatNumber(user.creditBalance) })}
          </dd>
        </div>
        <div className="rounded-xl bg-surface-muted px-3 py-2.5">
          <dt className="text-xs text-ink-muted">{tAccount('since')}</dt>
          <dd className="mt-0.5 font-semibold text-ink">{since || '—'}</dd>
        </div>
      </dl>
    </div>
  );
}

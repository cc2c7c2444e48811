import { ChevronLeft, ChevronRight } from 'lucide-react';
import { rich } from '@/i18n/rich';
import { Button } from '@/ui/Button';
import { t } from './controls/browsing/messages';

/** Previous / next with "Page 2 of 5"; hidden when everything fits on one page. */
export function Pagination({
  label,
  page,
  totalPages,
  busy = false,
  onPageChange,
}: {
  label: string;
  page: number;
  totalPages: number;
  busy?: boolean;
  onPageChange: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 border-t border-line pt-4">
      <Button
        variant="secondary"
        size="sm"
        disabled={page <= 1 || busy}
        onClick={() => onPageChange(page - 1)}
        icon={<ChevronLeft aria-hidden className="size-4" />}
      >
        {t('pagination.previous')}
      </Button>
      <p className="text-sm text-ink-muted" aria-live="polite">
        {rich(t('pagination.page', { page, total: totalPages }), {
          strong: (text) => <span className="font-semibold text-ink tabular-nums">{text}</span>,
          total: (text) => <span className="tabular-nums">{text}</span>,
        })}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= totalPages || busy}
        onClick={() => onPageChange(page + 1)}
      >
        {t('pagination.next')}
        <ChevronRight aria-hidden className="size-4" />
      </Button>
    </nav>
  );
}

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/ui/Button';

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
        Previous
      </Button>
      <p className="text-sm text-ink-muted" aria-live="polite">
        Page <span className="font-semibold text-ink tabular-nums">{page}</span> of{' '}
        <span className="tabular-nums">{totalPages}</span>
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= totalPages || busy}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRight aria-hidden className="size-4" />
      </Button>
    </nav>
  );
}

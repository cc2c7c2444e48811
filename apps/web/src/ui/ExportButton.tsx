import { Download } from 'lucide-react';
import { useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { Button, type ButtonSize } from './Button';
import { t } from './controls/messages';
import { saidNow, toast } from './toast';

/**
 * "Export CSV" on a list page (docs/product.md "Exports"): `onExport` downloads the file with the page's
 * current filters (lib/download) and answers its name. The button shows that it is working while the file comes,
 * says when it is saved, and says why when it could not be.
 */
export function ExportButton({
  onExport,
  label,
  size = 'md',
  className,
  'aria-label': ariaLabel,
}: {
  onExport: () => Promise<string>;
  label?: string;
  size?: ButtonSize;
  className?: string;
  /** The button's name when its label alone does not say which file (a row's "PDF"). */
  'aria-label'?: string;
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const name = await onExport();
      toast({ title: () => t('export.saved'), description: () => name, variant: 'success' });
    } catch (error) {
      toast({
        title: () => t('export.failed'),
        description: isApiError(error) ? saidNow(error.message) : () => t('export.tryAgain'),
        variant: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      size={size}
      className={className}
      aria-label={ariaLabel}
      loading={busy}
      icon={<Download aria-hidden className="size-4" />}
      onClick={() => void run()}
    >
      {label ?? t('export.label')}
    </Button>
  );
}

/**
 * A webhook's signing secret, shown this once (decisions 091, 111): after making an endpoint and after rolling its
 * secret. Copied with a button, or selected by hand where the clipboard is refused. Changes when how a secret is
 * handed over does.
 */
import { Copy, KeyRound } from 'lucide-react';
import { Button } from '@/ui/Button';
import { toast } from '@/ui/toast';
import { t } from './messages';

export function SecretShownOnce({ secret, title, text }: { secret: string; title: string; text: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast({ title: () => t('copied'), variant: 'success' });
    } catch {
      toast({ title: () => t('copyFailed'), variant: 'error' });
    }
  };
  return (
    <output className="flex flex-col gap-2 rounded-xl bg-surface-muted px-4 py-3 text-sm text-ink">
      <span className="flex items-center gap-2 font-semibold">
        <KeyRound aria-hidden className="size-4" />
        {title}
      </span>
      <code className="break-all font-mono text-xs select-all" data-testid="webhook-secret">
        {secret}
      </code>
      <span className="text-ink-muted">{text}</span>
      <Button
        size="sm"
        variant="secondary"
        className="self-start"
        icon={<Copy aria-hidden className="size-4" />}
        onClick={() => void copy()}
      >
        {t('copy')}
      </Button>
    </output>
  );
}

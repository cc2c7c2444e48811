/**
 * Rolling an endpoint's signing secret (decision 111): asks first, then shows the new secret once. The previous one
 * keeps signing beside it for a day, which the confirmation says, so the organiser knows how long their receiver has
 * to switch. Changes when a roll asks or shows more.
 */
import { WEBHOOK_PREVIOUS_SECRET_HOURS } from '@engagex/contracts';
import { useState } from 'react';
import { Button } from '@/ui/Button';
import { FormAlert } from '@/ui/fields';
import { Modal } from '@/ui/Modal';
import { useRollWebhookSecret } from './api/webhooks';
import { t } from './messages';
import { SecretShownOnce } from './SecretShownOnce';

/** The button and its confirmation; the card shows the new secret under its buttons (`RolledSecret`). */
export function RollSecret({
  id,
  url,
  onRolled,
}: {
  id: string;
  url: string;
  onRolled: (secret: string) => void;
}) {
  const roll = useRollWebhookSecret();
  const [asking, setAsking] = useState(false);
  const confirm = () =>
    roll.mutate(id, {
      onSuccess: ({ secret }) => {
        setAsking(false);
        onRolled(secret);
      },
    });
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-label={t('rollLabel', { url })}
        onClick={() => {
          roll.reset();
          setAsking(true);
        }}
      >
        {t('roll')}
      </Button>
      <Modal open={asking} onOpenChange={(open) => !open && setAsking(false)} title={t('rollTitle')}>
        <div className="flex flex-col gap-4 p-5">
          <p className="text-sm">{t('rollText', { url, hours: WEBHOOK_PREVIOUS_SECRET_HOURS })}</p>
          {roll.isError && <FormAlert>{roll.error.message}</FormAlert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t('cancel')}
            </Button>
            <Button loading={roll.isPending} onClick={confirm}>
              {t('rollConfirm')}
            </Button>
          </div>
        </div>
      </Modal>
    </>
  );
}

/** The secret a roll answered, this once; kept only in the card's state, so leaving the page forgets it. */
export const RolledSecret = ({ secret }: { secret: string }) => (
  <SecretShownOnce
    secret={secret}
    title={t('rolledTitle')}
    text={t('rolledText', { hours: WEBHOOK_PREVIOUS_SECRET_HOURS })}
  />
);

import type { TModule } from '@engagex/contracts';
import type { FormEvent } from 'react';
import { moduleTitle } from '@/lib/content-text';
import { useDraftForm } from '@/lib/form';
import { dayKey } from '@/lib/time';
import { Button } from '@/ui/Button';
import { DateField } from '@/ui/DateField';
import { isIsoDay } from '@/ui/day-text';
import { FormAlert } from '@/ui/fields';
import { Modal } from '@/ui/Modal';
import { toast } from '@/ui/toast';
import { useLaunchModule } from '../api/launch-module';
import { formatLaunchDate } from '../catalogue';
import { t } from '../page/messages';

/** Confirms a launch and its date (today unless the admin records an earlier one). */
export default function LaunchModuleDialog({
  module,
  open,
  onOpenChange,
}: {
  module: TModule;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const today = dayKey(new Date());
  const { draft, bind } = useDraftForm({ initial: { launchDate: today } });
  const { launchDate } = draft;
  const launch = useLaunchModule(module.id);
  // Said as the date is typed, not on submit: the button stays off while the date cannot be sent.
  const dateError = !launchDate
    ? t('chooseDate')
    : !isIsoDay(launchDate)
      ? t('dateFormat')
      : launchDate > today
        ? t('future')
        : undefined;
  const title = moduleTitle(module);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (dateError) return;
    launch.mutate(
      { launchDate },
      {
        onSuccess: (launched) => {
          toast({
            title: () => t('isLive', { title }),
            description: () =>
              t('launchedOn', {
                date: formatLaunchDate(launched.launchDate) ?? launched.launchDate,
                told: launched.notified,
              }),
            variant: 'success',
          });
          onOpenChange(false);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialogTitle', { title })}
      description={t('dialogBody')}
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <DateField
          label={t('date')}
          {...bind('launchDate')}
          max={today}
          error={dateError}
          hint={t('dateHint')}
        />
        {launch.isError && <FormAlert>{launch.error.message}</FormAlert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('notYet')}
          </Button>
          <Button type="submit" loading={launch.isPending} disabled={Boolean(dateError)}>
            {t('launchNow')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

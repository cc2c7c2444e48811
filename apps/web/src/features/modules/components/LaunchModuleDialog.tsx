import type { TModule } from '@engagex/contracts';
import type { FormEvent } from 'react';
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

const toldText = (count: number) =>
  count === 0
    ? 'Nobody had asked to be told.'
    : `${count === 1 ? 'One person who' : `${count} people who`} asked ${count === 1 ? 'was' : 'were'} told.`;

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
    ? 'Choose the launch date.'
    : !isIsoDay(launchDate)
      ? 'Enter the date as dd/mm/yyyy.'
      : launchDate > today
        ? 'A launch date cannot be in the future.'
        : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (dateError) return;
    launch.mutate(
      { launchDate },
      {
        onSuccess: (launched) => {
          toast({
            title: `${module.title} is live`,
            description: `Launched on ${formatLaunchDate(launched.launchDate) ?? launched.launchDate}. ${toldText(launched.notified)}`,
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
      title={`Launch ${module.title}?`}
      description="It becomes live for everyone, and everyone who asked to hear about it is told once. This cannot be undone."
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <DateField
          label="Launch date"
          {...bind('launchDate')}
          max={today}
          error={dateError}
          hint="Today, or the day it went live if that was earlier."
        />
        {launch.isError && <FormAlert>{launch.error.message}</FormAlert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Not yet
          </Button>
          <Button type="submit" loading={launch.isPending} disabled={Boolean(dateError)}>
            Launch now
          </Button>
        </div>
      </form>
    </Modal>
  );
}

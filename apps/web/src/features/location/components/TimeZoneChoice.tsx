import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '@/lib/account';
import { keepTimeZone, updateTimeZone } from '@/lib/reader-time-zone';
import { viewerTimeZone } from '@/lib/time';
import { zoneChoiceLabel } from '@/lib/time-zone-choices';
import { Field } from '@/ui/fields';
import { TimeZoneSelect } from '@/ui/TimeZoneSelect';
import { toast } from '@/ui/toast';
import { t } from '../dialog/messages';

/**
 * The zone the person reads times in (decision 053): their browser's until they pick another here, which the
 * server then keeps whatever browser they use. Every page is written again in the new zone.
 */
export function TimeZoneChoice() {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const choose = useMutation({
    mutationKey: ['location', 'time-zone'],
    mutationFn: (timeZone: string) => updateTimeZone({ timeZone, chosen: true }),
    onSuccess: (kept) => {
      const zone = kept.timeZone;
      if (zone) toast({ title: () => t('zone.shown', { zone: zoneChoiceLabel(zone) }), variant: 'success' });
      keepTimeZone(queryClient, kept.timeZone);
    },
  });
  if (!user) return null;
  const zone = user.timeZone ?? viewerTimeZone();
  return (
    <section aria-labelledby="time-zone-heading">
      <h3 id="time-zone-heading" className="text-sm font-semibold text-ink">
        {t('zone.title')}
      </h3>
      <Field
        className="mt-3"
        label={<span className="sr-only">{t('zone.label')}</span>}
        hint={t('zone.hint')}
        error={choose.isError ? t('zone.failed') : undefined}
      >
        {(props) => (
          <TimeZoneSelect
            value={choose.isPending ? (choose.variables ?? zone) : zone}
            onValueChange={(next) => {
              if (next !== zone && !choose.isPending) choose.mutate(next);
            }}
            control={props}
          />
        )}
      </Field>
    </section>
  );
}

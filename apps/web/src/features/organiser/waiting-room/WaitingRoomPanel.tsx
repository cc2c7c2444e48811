/**
 * The organiser's "Waiting room" panel on an event's page (decision 080): switch a hot on-sale's room on or off, when
 * it opens (typed in the event's zone, like the event's other times), how many it admits a minute and how long an
 * admission lasts, saved with PUT; and the room as it stands: people waiting and admitted, the seed's fingerprint
 * published for the draw, and the seed once the draw revealed it. The same form and fields as the organiser's other
 * forms (lib/form's useDraftForm over the contract's schema). Changes when the room gains a setting or a figure.
 */
import {
  type TEvent,
  type TRealm,
  type TWaitingRoom,
  WAITING_ROOM_LIMITS,
  ZWaitingRoomSettings,
} from '@engagex/contracts';
import { Save } from 'lucide-react';
import { type FormEvent, type ReactNode, useRef } from 'react';
import { ProofValue } from '@/features/events/waiting-room/DrawProof';
import { useDraftForm, useFocusFirstInvalid } from '@/lib/form';
import { zoneCaption } from '@/lib/time';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Card, Skeleton } from '@/ui/Card';
import { DateTimeField } from '@/ui/DateTimeField';
import { FormAlert, NumberField } from '@/ui/fields';
import { LoadError } from '@/ui/states';
import { toast } from '@/ui/toast';
import { CheckboxField } from '../components/fields';
import { formatDateTime, formatNumber } from '../format';
import { organiserResolver } from '../validation';
import { useRoom, useSaveRoom } from './api/waiting-room';
import { t } from './messages';
import { type RoomDraft, roomDraft, roomSettings } from './room-draft';

type Key = Exclude<keyof RoomDraft, 'enabled'>;
/** Each field's sentence, read (a getter) when the form is checked, so it is in the reader's language then. */
const MESSAGES: Record<Key, string> = {
  get opensAt() {
    return t('roomForm.opensAtRule');
  },
  get admitPerMinute() {
    return t('roomForm.rateRule', WAITING_ROOM_LIMITS.admitPerMinute);
  },
  get admissionMinutes() {
    return t('roomForm.minutesRule', WAITING_ROOM_LIMITS.admissionMinutes);
  },
};
const FIELDS = Object.keys(MESSAGES) as Key[];

export function WaitingRoomPanel({ realm, event }: { realm: TRealm; event: TEvent }) {
  const room = useRoom(realm, event.id);
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="waiting-room-heading" className="flex flex-col gap-4">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="waiting-room-heading" className="text-lg font-semibold">
              {t('room.heading')}
            </h2>
            {room.data && (
              <Badge tone={room.data.enabled ? 'green' : 'gray'} dot>
                {room.data.enabled ? t('room.on') : t('room.off')}
              </Badge>
            )}
          </div>
          <p className="mt-1 text-sm text-ink-muted">{t('room.text')}</p>
        </div>
        {room.isPending ? (
          <div aria-busy="true" className="flex flex-col gap-2">
            <span role="status" className="sr-only">
              {t('room.loading')}
            </span>
            <Skeleton className="h-40 rounded-2xl" />
          </div>
        ) : room.isError ? (
          <LoadError inline title={t('room.failed')} error={room.error} onRetry={() => void room.refetch()} />
        ) : (
          <div className="grid items-start gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            {/* Saved settings come back from the server: a new key starts the form from them. */}
            <RoomForm
              key={room.data ? `${room.data.opensAt}|${room.data.enabled}` : 'new'}
              realm={realm}
              event={event}
              room={room.data}
            />
            {room.data ? <RoomFigures room={room.data} zone={event.timeZone} /> : <NoRoomYet />}
          </div>
        )}
      </section>
    </Card>
  );
}

function RoomForm({ realm, event, room }: { realm: TRealm; event: TEvent; room: TWaitingRoom | null }) {
  const zone = event.timeZone;
  const save = useSaveRoom(realm, event.id);
  const form = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(form);
  const resolver = organiserResolver<RoomDraft, Key>(
    (draft) => ({ schema: ZWaitingRoomSettings, body: roomSettings(draft, zone) }),
    MESSAGES,
    () => ({}),
    ['opensAt'],
  );
  const { draft, errors, set, bind, validate } = useDraftForm({
    initial: () => roomDraft(room, zone),
    resolver,
    fields: FIELDS,
    save,
    onRefused: focusFirstInvalid,
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!(await validate())) {
      focusFirstInvalid();
      return;
    }
    save.mutate(roomSettings(draft, zone), {
      onSuccess: (saved) =>
        toast({
          title: () => (saved.enabled ? t('roomForm.savedOn') : t('roomForm.savedOff')),
          description: () =>
            saved.enabled
              ? t('roomForm.savedOnText', { time: formatDateTime(saved.opensAt, zone) })
              : t('roomForm.savedOffText'),
          variant: 'success',
        }),
    });
  };

  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      aria-label={t('roomForm.label')}
      className="flex flex-col gap-4"
    >
      <CheckboxField
        label={t('roomForm.enabled')}
        description={t('roomForm.enabledHint')}
        checked={draft.enabled}
        onChange={(enabled) => set('enabled', enabled)}
      />
      <DateTimeField
        label={t('roomForm.opensAt')}
        hint={t('roomForm.opensAtHint', { zone: zoneCaption(zone) })}
        error={errors.opensAt}
        value={draft.opensAt}
        onValueChange={(value) => set('opensAt', value)}
      />
      <div className="grid gap-4 xs:grid-cols-2">
        <NumberField
          label={t('roomForm.rate')}
          hint={t('roomForm.rateHint')}
          min={WAITING_ROOM_LIMITS.admitPerMinute.min}
          max={WAITING_ROOM_LIMITS.admitPerMinute.max}
          {...bind('admitPerMinute')}
        />
        <NumberField
          label={t('roomForm.minutes')}
          hint={t('roomForm.minutesHint')}
          min={WAITING_ROOM_LIMITS.admissionMinutes.min}
          max={WAITING_ROOM_LIMITS.admissionMinutes.max}
          {...bind('admissionMinutes')}
        />
      </div>
      {errors.form && <FormAlert>{errors.form}</FormAlert>}
      <div className="flex justify-end border-t border-line pt-4">
        <Button
          type="submit"
          loading={save.isPending}
          icon={save.isPending ? undefined : <Save aria-hidden className="size-4" />}
        >
          {t('roomForm.save')}
        </Button>
      </div>
    </form>
  );
}

/** The room as it stands: the line, and the draw's proof (its seed once the opening revealed it). */
function RoomFigures({ room, zone }: { room: TWaitingRoom; zone: string }) {
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-line p-4">
      <dl className="grid grid-cols-2 gap-3">
        <Figure label={t('room.waiting')}>{formatNumber(room.waiting)}</Figure>
        <Figure label={t('room.admitted')}>{formatNumber(room.admitted)}</Figure>
      </dl>
      <p className="text-sm text-ink-muted">
        {room.drawnAt
          ? t('room.drawnAt', { time: formatDateTime(room.drawnAt, zone) })
          : t('room.drawAt', { time: formatDateTime(room.opensAt, zone) })}
      </p>
      <dl className="flex flex-col gap-3 text-sm">
        <ProofValue term={t('room.seedHash')}>{room.seedHash}</ProofValue>
        {room.seed !== null && <ProofValue term={t('room.seed')}>{room.seed}</ProofValue>}
      </dl>
    </div>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-surface-muted px-3 py-2">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="text-2xl font-bold text-ink tabular-nums">{children}</dd>
    </div>
  );
}

function NoRoomYet() {
  return (
    <p className="rounded-2xl border border-dashed border-line p-4 text-sm text-ink-muted">
      {t('room.none')}
    </p>
  );
}

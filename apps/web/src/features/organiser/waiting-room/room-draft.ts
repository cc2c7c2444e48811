/**
 * The waiting room's settings as the organiser's form holds them (decision 080): the opening as a wall-clock time in
 * the event's zone (decisions 039, 068), the numbers as typed, and what PUT sends. A room not set up yet starts
 * switched off, with a rate and an admission an organiser can keep. Changes when the room gains a setting.
 */
import type { TWaitingRoom, TWaitingRoomSettings } from '@engagex/contracts';
import { fromLocalInput, numberFrom, toLocalInput } from '../format';

export type RoomDraft = {
  enabled: boolean;
  opensAt: string;
  admitPerMinute: string;
  admissionMinutes: string;
};

/** A new room's suggestions: a minute's worth of people each minute, and an admission as long as a hold. */
export const NEW_ROOM = { admitPerMinute: 60, admissionMinutes: 15 } as const;

export const roomDraft = (room: TWaitingRoom | null, zone: string): RoomDraft => ({
  enabled: room?.enabled ?? false,
  opensAt: room ? toLocalInput(room.opensAt, zone) : '',
  admitPerMinute: String(room?.admitPerMinute ?? NEW_ROOM.admitPerMinute),
  admissionMinutes: String(room?.admissionMinutes ?? NEW_ROOM.admissionMinutes),
});

export const roomSettings = (draft: RoomDraft, zone: string): TWaitingRoomSettings => ({
  enabled: draft.enabled,
  opensAt: fromLocalInput(draft.opensAt, zone),
  admitPerMinute: numberFrom(draft.admitPerMinute),
  admissionMinutes: numberFrom(draft.admissionMinutes),
});

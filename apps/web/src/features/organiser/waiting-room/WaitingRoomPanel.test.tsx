import type { TWaitingRoom } from '@engagex/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubApi } from '@/test/api';
import { sampleEvent } from '@/test/events';
import { renderWithApp } from '@/test/render';
import { WaitingRoomPanel } from './WaitingRoomPanel';

const event = sampleEvent({ timeZone: 'Asia/Kolkata' });
const ROOM = `/api/events/events/${event.id}/waiting-room`;

const saved = (body: Record<string, unknown>): TWaitingRoom => ({
  eventId: event.id,
  enabled: body.enabled as boolean,
  opensAt: new Date(body.opensAt as string).toISOString(),
  admitPerMinute: body.admitPerMinute as number,
  admissionMinutes: body.admissionMinutes as number,
  waiting: 0,
  admitted: 0,
  seedHash: 'b'.repeat(64),
  seed: null,
  drawnAt: null,
});

describe("the organiser's waiting room panel (decision 080)", () => {
  it("sets a room up: the opening typed in the event's zone, the rate and the admission, then its fingerprint", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    stubApi({
      [`GET ${ROOM}`]: () => fail(404, 'NOT_FOUND', 'No room'),
      [`PUT ${ROOM}`]: ({ init }) => {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        sent.push(body);
        return ok(saved(body));
      },
    });
    renderWithApp(<WaitingRoomPanel realm="events" event={event} />);
    const form = await screen.findByRole('form', { name: 'Waiting room settings' });
    expect(screen.getByText(/No waiting room yet/)).toBeTruthy();

    // Refused until the opening is given, with the field's own sentence.
    await user.click(within(form).getByRole('button', { name: 'Save waiting room' }));
    expect(await within(form).findByText('Enter the day and time the room opens')).toBeTruthy();

    await user.click(within(form).getByRole('checkbox', { name: 'Sell through the waiting room' }));
    const opens = within(form).getByRole('group', { name: 'Opens at' });
    await user.type(within(opens).getByLabelText('Date'), '01/08/2099');
    await user.type(within(opens).getByLabelText('Time'), '18:00');
    const rate = within(form).getByLabelText('People admitted a minute');
    await user.clear(rate);
    await user.type(rate, '2');
    await user.click(within(form).getByRole('button', { name: 'Save waiting room' }));

    expect(await screen.findByText('b'.repeat(64))).toBeTruthy();
    // 6:00 pm in Kolkata is 12:30 UTC.
    expect(sent).toEqual([
      { enabled: true, opensAt: '2099-08-01T12:30:00.000Z', admitPerMinute: 2, admissionMinutes: 15 },
    ]);
    expect(screen.getByText('On')).toBeTruthy();
  });
});

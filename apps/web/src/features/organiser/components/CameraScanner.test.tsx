import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, ok } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { loadQrDetector } from '../camera/qr-detector';
import { CheckInPage } from './CheckInPage';
import { bookingFixture } from './test-fixtures';
import { CHECK_IN, COUNTS, countsFixture, DOOR_EVENT, SHOW_ONE, showCount, stubDoorApi } from './test-utils';

// The reader is the one part a test cannot run (no camera, no frames): a fake that "sees" what the test holds up.
vi.mock('../camera/qr-detector', () => ({ loadQrDetector: vi.fn() }));

/** What the fake camera sees in every frame, as the detector would read it. */
let inView: string[] = [];
const detect = vi.fn(async () => inView.map((rawValue) => ({ rawValue })));
const stopTrack = vi.fn();

beforeEach(() => {
  inView = [];
  detect.mockClear();
  stopTrack.mockClear();
  vi.mocked(loadQrDetector).mockResolvedValue({ detector: { detect }, kind: 'polyfill' });
  // The real navigator's getters answer only the real navigator: what the page reads is copied as values.
  vi.stubGlobal(
    'navigator',
    Object.create(navigator, {
      languages: { value: [...navigator.languages] },
      language: { value: navigator.language },
      mediaDevices: {
        value: { getUserMedia: vi.fn(async () => ({ getTracks: () => [{ stop: stopTrack }] })) },
      },
    }),
  );
  // jsdom plays no video: the preview "plays" at once and always has a frame.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(
    HTMLMediaElement.HAVE_ENOUGH_DATA,
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const renderDesk = () =>
  renderWithApp(<CheckInPage />, { path: `/events/admin/check-in?event=${DOOR_EVENT}&show=${SHOW_ONE}` });

describe('CheckInPage camera', () => {
  it('checks in a QR the camera sees once, however many frames show it, with the chosen show', async () => {
    const bodies: unknown[] = [];
    const api = stubDoorApi({
      [COUNTS]: () => ok(countsFixture([showCount()])),
      [CHECK_IN]: ({ init }) => {
        bodies.push(JSON.parse(String(init?.body)));
        return ok(bookingFixture);
      },
    });
    renderDesk();
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Counts for this show' });
    await user.click(await screen.findByRole('button', { name: 'Scan with camera' }));
    await screen.findByText(/Hold a ticket’s QR code inside the square \(ZXing reader\)/);
    expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });

    inView = ['ENGAGEX:events:AB12CD34EF56'];
    await screen.findByRole('region', { name: 'Checked in' });
    // Several more frames with the same ticket in view: still one check-in.
    const frames = detect.mock.calls.length;
    await waitFor(() => expect(detect.mock.calls.length).toBeGreaterThan(frames + 2));
    expect(calls(api).filter((call) => call === CHECK_IN)).toHaveLength(1);
    expect(bodies).toEqual([{ ticketCode: 'AB12CD34EF56', slotId: SHOW_ONE }]);

    // Typing keeps working while the camera runs.
    await user.type(screen.getByLabelText('Ticket code'), 'ZZ12CD34EF56{Enter}');
    await waitFor(() => expect(bodies).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Stop camera' }));
    expect(stopTrack).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Scan with camera' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('sends a ticket held in view once, and again only after it was out of view a few seconds', async () => {
    let clock = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    const api = stubDoorApi({
      [COUNTS]: () => ok(countsFixture([showCount()])),
      [CHECK_IN]: () => ok(bookingFixture),
    });
    const sent = () => calls(api).filter((call) => call === CHECK_IN).length;
    const frames = async (count: number) => {
      const seen = detect.mock.calls.length;
      await waitFor(() => expect(detect.mock.calls.length).toBeGreaterThanOrEqual(seen + count));
    };
    renderDesk();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Scan with camera' }));
    inView = ['ENGAGEX:events:AB12CD34EF56'];
    await waitFor(() => expect(sent()).toBe(1));
    // Held up for ten seconds, three seconds between looks: still one check-in.
    for (let step = 0; step < 3; step += 1) {
      clock += 3000;
      await frames(2);
    }
    expect(sent()).toBe(1);
    // Taken away for five seconds, then shown again: sent again (the server says whether it was used).
    inView = [];
    await frames(1);
    clock += 5000;
    inView = ['ENGAGEX:events:AB12CD34EF56'];
    await waitFor(() => expect(sent()).toBe(2));
  });

  it('says a QR that is not an EngageX ticket is not one, sending nothing', async () => {
    const api = stubDoorApi({ [COUNTS]: () => ok(countsFixture([showCount()])) });
    renderDesk();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Scan with camera' }));
    inView = ['https://example.com/menu'];
    await screen.findByText(/Not a ticket code|A ticket code is 12 letters/);
    expect(calls(api).filter((call) => call === CHECK_IN)).toEqual([]);
  });

  it('stops the camera when the desk leaves the page', async () => {
    stubDoorApi({ [COUNTS]: () => ok(countsFixture([showCount()])) });
    const { unmount } = renderDesk();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Scan with camera' }));
    await screen.findByText(/Hold a ticket’s QR code/);
    unmount();
    expect(stopTrack).toHaveBeenCalled();
  });

  it.each([
    ['NotAllowedError', /The camera is blocked for this site/],
    ['NotFoundError', /This device has no camera/],
    ['NotReadableError', /in use by another app/],
  ])('says clearly why the camera did not start (%s)', async (name, sentence) => {
    stubDoorApi({ [COUNTS]: () => ok(countsFixture([showCount()])) });
    vi.mocked(navigator.mediaDevices.getUserMedia).mockRejectedValue(new DOMException('no', name));
    renderDesk();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Scan with camera' }));
    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toMatch(sentence);
    expect(screen.getByLabelText('Camera preview').closest('[hidden]')).not.toBeNull();
    expect(detect).not.toHaveBeenCalled();
    // No camera runs, so none is offered to stop (decision 055); a blocked or busy one may be tried again.
    expect(screen.queryByRole('button', { name: 'Stop camera' })).toBeNull();
    const again = screen.queryByRole('button', { name: 'Try the camera again' });
    expect(again === null).toBe(name === 'NotFoundError');
    if (again) {
      await userEvent.setup().click(again);
      await waitFor(() => expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledTimes(2));
    }
  });
});

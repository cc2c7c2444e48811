import { STORAGE_KEYS } from '@engagex/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAuthToken, getAuthToken, holdTokenInMemory, setAuthToken } from '@/lib/storage';
import { handTokenToOpener, PopupBlocked, signInThroughPopup } from './frame';

const message = (data: unknown, origin: string, source: Window) =>
  new MessageEvent('message', { data, origin, source });

describe('the widget’s sign-in popup (decision 095)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('takes the token only from the popup it opened, on the portal’s own origin', async () => {
    // A window of its own stands for the popup (a message's source must be a window).
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const popup = frame.contentWindow as Window;
    vi.spyOn(window, 'open').mockReturnValue(popup);
    const signedIn = signInThroughPopup();
    expect(window.open).toHaveBeenCalledWith(
      '/embed/sign-in?returnTo=%2Fembed%2Fsigned-in',
      'engagex-sign-in',
      expect.stringContaining('popup'),
    );
    const own = window.location.origin;
    const good = { type: 'engagex:signed-in', token: 'the-token' };
    // Another site, another window, a wrong shape: ignored.
    window.dispatchEvent(message({ ...good, token: 'evil' }, 'https://evil.example', popup));
    window.dispatchEvent(message({ ...good, token: 'other-window' }, own, window));
    window.dispatchEvent(message({ type: 'engagex:signed-in', token: 42 }, own, popup));
    window.dispatchEvent(message(good, own, popup));
    await expect(signedIn).resolves.toBe('the-token');
  });

  it('says so when the browser blocks the popup', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(signInThroughPopup()).rejects.toBeInstanceOf(PopupBlocked);
  });

  it('hands the token to its opener for the portal’s origin only', () => {
    const postMessage = vi.fn();
    Object.defineProperty(window, 'opener', { value: { postMessage }, configurable: true, writable: true });
    expect(handTokenToOpener('the-token')).toBe(true);
    expect(postMessage).toHaveBeenCalledWith(
      { type: 'engagex:signed-in', token: 'the-token' },
      window.location.origin,
    );
  });
});

describe('a session held in memory', () => {
  it('never touches storage once the frame holds its token in memory', () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'stored');
    holdTokenInMemory();
    expect(getAuthToken()).toBeNull();
    setAuthToken('in-memory');
    expect(getAuthToken()).toBe('in-memory');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('stored');
    clearAuthToken();
    expect(getAuthToken()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('stored');
  });
});

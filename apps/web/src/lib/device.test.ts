import { RESIZE_DEBOUNCE_MS, STORAGE_KEYS } from '@engagex/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserDeviceEnvironment,
  type DeviceEnvironment,
  detectDeviceType,
  evaluateDeviceType,
  watchDeviceType,
} from './device';

const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

const MOBILE_UAS: Record<string, string> = {
  Android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
  webOS:
    'Mozilla/5.0 (webOS/2.2.4; U; en-US) AppleWebKit/534.6 (KHTML, like Gecko) webOSBrowser/221.56 Safari/534.6 Pre/3.0',
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  BlackBerry:
    'Mozilla/5.0 (BlackBerry; U; BlackBerry 9900; en) AppleWebKit/534.11+ (KHTML, like Gecko) Version/7.1.0.346 Mobile Safari/534.11+',
  IEMobile:
    'Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; Trident/6.0; IEMobile/10.0; ARM; Touch; NOKIA; Lumia 920)',
  'Opera Mini':
    'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54',
};

describe('detectDeviceType (docs/product.md §2)', () => {
  it.each([
    [320, 'mobile'],
    [390, 'mobile'],
    [768, 'mobile'],
    [769, 'desktop'],
    [1280, 'desktop'],
  ] as const)('a %i px wide desktop browser is %s', (width, expected) => {
    expect(detectDeviceType(width, DESKTOP_UA)).toBe(expected);
  });

  it.each(Object.entries(MOBILE_UAS))(
    'a %s user agent is mobile even on a wide screen',
    (_family, userAgent) => {
      expect(detectDeviceType(1920, userAgent)).toBe('mobile');
    },
  );

  it('a desktop user agent on a wide screen is desktop', () => {
    expect(detectDeviceType(1920, DESKTOP_UA)).toBe('desktop');
  });
});

describe('evaluateDeviceType', () => {
  afterEach(() => vi.restoreAllMocks());

  it('stores the result under deviceType as mobile or desktop', () => {
    const width = vi.spyOn(window, 'innerWidth', 'get');
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(DESKTOP_UA);
    const env = browserDeviceEnvironment(window);

    width.mockReturnValue(500);
    expect(evaluateDeviceType(env)).toBe('mobile');
    expect(window.localStorage.getItem(STORAGE_KEYS.deviceType)).toBe('mobile');

    width.mockReturnValue(1400);
    expect(evaluateDeviceType(env)).toBe('desktop');
    expect(window.localStorage.getItem(STORAGE_KEYS.deviceType)).toBe('desktop');
  });
});

describe('watchDeviceType', () => {
  afterEach(() => vi.useRealTimers());

  function fakeEnvironment(initialWidth: number) {
    let width = initialWidth;
    const listeners = new Set<() => void>();
    const env = {
      width: vi.fn(() => width),
      userAgent: () => DESKTOP_UA,
      store: vi.fn(),
      onResize: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    } satisfies DeviceEnvironment;
    return {
      env,
      resizeTo(next: number) {
        width = next;
        for (const listener of listeners) listener();
      },
      listenerCount: () => listeners.size,
    };
  }

  it('evaluates once after resizing pauses for 300 ms', () => {
    vi.useFakeTimers();
    const { env, resizeTo } = fakeEnvironment(1280);
    const onChange = vi.fn();
    watchDeviceType({ env, initial: 'desktop', onChange });

    for (const width of [1200, 1100, 1000, 900, 800]) {
      resizeTo(width);
      vi.advanceTimersByTime(50);
    }
    expect(env.width).not.toHaveBeenCalled();

    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 51);
    expect(env.width).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(env.width).toHaveBeenCalledTimes(1);
    expect(env.store).toHaveBeenCalledWith('desktop');
    expect(onChange).not.toHaveBeenCalled(); // still desktop at 800 px
  });

  it('calls the swap callback once when the type changes, and again when it changes back', () => {
    vi.useFakeTimers();
    const { env, resizeTo } = fakeEnvironment(1280);
    const onChange = vi.fn();
    watchDeviceType({ env, initial: 'desktop', onChange });

    resizeTo(700);
    resizeTo(390);
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('mobile');
    expect(env.store).toHaveBeenLastCalledWith('mobile');

    resizeTo(600); // still mobile: no swap
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS);
    expect(onChange).toHaveBeenCalledTimes(1);

    resizeTo(1024);
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith('desktop');
  });

  it('stops listening and drops a pending evaluation when unsubscribed', () => {
    vi.useFakeTimers();
    const { env, resizeTo, listenerCount } = fakeEnvironment(1280);
    const onChange = vi.fn();
    const stop = watchDeviceType({ env, initial: 'desktop', onChange });
    resizeTo(400);
    stop();
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS * 2);
    expect(env.width).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    expect(listenerCount()).toBe(0);
  });

  it('reacts to real window resize events', () => {
    vi.useFakeTimers();
    const width = vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1280);
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(DESKTOP_UA);
    const onChange = vi.fn();
    const stop = watchDeviceType({ env: browserDeviceEnvironment(window), initial: 'desktop', onChange });

    width.mockReturnValue(500);
    window.dispatchEvent(new Event('resize'));
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('mobile');
    expect(window.localStorage.getItem(STORAGE_KEYS.deviceType)).toBe('mobile');
    stop();
    vi.restoreAllMocks();
  });
});

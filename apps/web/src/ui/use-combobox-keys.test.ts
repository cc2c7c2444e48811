import { act, renderHook } from '@testing-library/react';
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useComboboxKeys } from './use-combobox-keys';

/* The combobox's keys (WAI-ARIA APG), apart from any list: DistrictPicker.test.tsx checks them on the picker. */
const KEYS = Array.from({ length: 25 }, (_, i) => `k${i}`);

function setup({ searching = false } = {}) {
  const onChoose = vi.fn();
  const onClose = vi.fn();
  const input = { current: document.createElement('input') };
  document.body.append(input.current);
  const hook = renderHook(() =>
    useComboboxKeys({
      keys: KEYS,
      input,
      optionId: (key) => `option-${key}`,
      firstActive: () => 'k3',
      searching,
      onChoose,
      onClose,
    }),
  );
  const press = (key: string, altKey = false) => {
    const event = { key, altKey, preventDefault: vi.fn() } as unknown as ReactKeyboardEvent<HTMLInputElement>;
    act(() => hook.result.current.onKeyDown(event));
    return event;
  };
  return { result: hook.result, press, onChoose, onClose, input: input.current };
}

describe('useComboboxKeys', () => {
  it('opens on ↓ at the first active option, then moves and wraps around', () => {
    const { result, press } = setup();
    press('ArrowDown');
    expect(result.current).toMatchObject({ open: true, active: 'k3' });
    press('ArrowDown');
    expect(result.current.active).toBe('k4');
    act(() => result.current.setActive('k0'));
    press('ArrowUp');
    expect(result.current.active).toBe('k24');
    press('ArrowDown');
    expect(result.current.active).toBe('k0');
  });

  it('stops at the ends on Page Up and Page Down, and ignores them while closed', () => {
    const { result, press } = setup();
    expect(press('PageDown').preventDefault).not.toHaveBeenCalled();
    expect(result.current.open).toBe(false);
    act(() => result.current.show('k20'));
    press('PageDown');
    expect(result.current.active).toBe('k24');
    press('PageUp');
    press('PageUp');
    press('PageUp');
    expect(result.current.active).toBe('k0');
  });

  it('chooses the active option on Enter without submitting the form, and leaves a closed Enter alone', () => {
    const { result, press, onChoose } = setup();
    expect(press('Enter').preventDefault).not.toHaveBeenCalled();
    act(() => result.current.show('k7'));
    expect(press('Enter').preventDefault).toHaveBeenCalled();
    expect(onChoose).toHaveBeenCalledWith('k7');
  });

  it('takes the active option on Tab only while searching; else Tab just closes', () => {
    const idle = setup();
    act(() => idle.result.current.show('k1'));
    idle.press('Tab');
    expect(idle.onChoose).not.toHaveBeenCalled();
    expect(idle.onClose).toHaveBeenCalledOnce();

    const searching = setup({ searching: true });
    act(() => searching.result.current.show('k1'));
    searching.press('Tab');
    expect(searching.onChoose).toHaveBeenCalledWith('k1');
  });

  it('closes an open list on Escape before a dialog hears it, and clears the search of a closed one', () => {
    const { result, press, onClose, input } = setup({ searching: true });
    act(() => result.current.show('k1'));
    const escapeKey = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    act(() => {
      input.dispatchEvent(escapeKey);
    });
    expect(onClose).toHaveBeenCalledOnce();
    expect(escapeKey.defaultPrevented).toBe(true);

    act(() => result.current.hide());
    expect(press('Escape').preventDefault).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

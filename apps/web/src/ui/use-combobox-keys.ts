import { type KeyboardEvent, type RefObject, useEffect, useState } from 'react';

/*
 * The keyboard of an editable combobox with list autocomplete (WAI-ARIA APG): whether its list is open and which
 * option is active, and what ↑/↓, Page Up/Down, Enter, Escape and Tab do. The field keeps the focus; the active
 * option is pointed at with aria-activedescendant. Used by DistrictPicker. Changes with the APG pattern's keys.
 */
export function useComboboxKeys({
  keys,
  input,
  optionId,
  firstActive,
  searching,
  onChoose,
  onClose,
}: {
  /** The options' keys, in the order they are listed. */
  keys: readonly string[];
  input: RefObject<HTMLInputElement | null>;
  /** The element id of an option, to keep the active one in view. */
  optionId: (key: string) => string;
  /** The option made active when the list opens. */
  firstActive: () => string | null;
  /** Something was typed: Tab then takes the active option, and Escape on a closed list clears the text. */
  searching: boolean;
  onChoose: (key: string) => void;
  /** Closes the list (`hide`) and puts the field's text back. */
  onClose: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<string | null>(null);

  // The active option stays in view as ↑/↓ move through a long list.
  useEffect(() => {
    if (!open || !active) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  // Escape closes the list, not the dialog around it: Radix listens on the document in the capture phase,
  // so the list listens on the window, earlier still, while it is open.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.target !== input.current) return;
      event.stopPropagation();
      event.preventDefault();
      onClose();
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  });

  /** Opens the list at its first active option; nothing when it is open already. */
  function openList() {
    if (open) return;
    setOpen(true);
    setActive(firstActive());
  }

  /** Opens the list (typing does) with `key` active. */
  function show(key: string | null) {
    setOpen(true);
    setActive(key);
  }

  function hide() {
    setOpen(false);
    setActive(null);
  }

  function move(step: number) {
    if (!open) return openList();
    if (keys.length === 0) return;
    const index = active === null ? -1 : keys.indexOf(active);
    const last = keys.length - 1;
    // Arrows wrap around the list; Page Up and Down stop at its ends.
    const next =
      index === -1
        ? step > 0
          ? 0
          : last
        : Math.abs(step) === 1
          ? (index + step + keys.length) % keys.length
          : Math.min(last, Math.max(0, index + step));
    setActive(keys[next] ?? null);
  }

  const activeKey = active !== null && keys.includes(active) ? active : null;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(event.altKey ? 0 : 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'PageDown':
      case 'PageUp':
        if (!open) return;
        event.preventDefault();
        move(event.key === 'PageDown' ? 10 : -10);
        break;
      case 'Enter':
        if (!open) return;
        // Enter chooses, and does not submit the form around the field.
        event.preventDefault();
        if (activeKey) onChoose(activeKey);
        break;
      case 'Escape':
        // Open lists close in the window listener above; a closed one clears the search text.
        if (!open && searching) {
          event.preventDefault();
          onClose();
        }
        break;
      case 'Tab':
        if (open && activeKey && searching) onChoose(activeKey);
        else if (open) onClose();
        break;
    }
  }

  return { open, active, setActive, openList, show, hide, onKeyDown };
}

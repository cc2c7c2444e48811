/**
 * A toast says what it says in the language chosen while it shows (decision 116): its words are written when it is
 * painted, and the server's sentence, which cannot be written again, is left out after a switch. Changes with
 * ui/toast/.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '@/i18n/switch-language';
import { t } from '../controls/messages';
import { saidNow, ToastHost, toast } from '.';
import { toastsShown } from './shown';
import { clearToastsForTests } from './store';

afterEach(async () => {
  clearToastsForTests();
  await switchLanguage('en-IN');
});

describe('a toast shown across a language switch', () => {
  it('is painted again in the new language, its title and its description', async () => {
    render(<ToastHost />);
    act(() => {
      toast({ title: () => t('toast.label'), description: () => t('toast.dismiss') });
    });
    expect(await screen.findByText('Notification', { selector: 'div' })).toBeTruthy();
    expect(screen.getByText('Dismiss notification', { selector: 'div' })).toBeTruthy();

    await act(() => switchLanguage('hi-IN'));
    expect(screen.getByText('सूचना', { selector: 'div' })).toBeTruthy();
    expect(screen.getByText('सूचना हटाएँ', { selector: 'div' })).toBeTruthy();
    expect(screen.queryByText('Notification', { selector: 'div' })).toBeNull();
  });

  it('keeps text of no language, and leaves out the server’s sentence once the language changed', async () => {
    toast({ title: () => t('toast.label'), description: () => 'INV-2026-0007' });
    toast({
      title: () => t('toast.label'),
      description: saidNow('Seats are no longer held'),
      variant: 'error',
    });
    expect(toastsShown().map((shown) => shown.description)).toEqual([
      'INV-2026-0007',
      'Seats are no longer held',
    ]);

    await switchLanguage('hi-IN');
    expect(toastsShown()).toEqual([
      { title: 'सूचना', description: 'INV-2026-0007' },
      { title: 'सूचना', variant: 'error' },
    ]);
  });
});

import { gstinProblem } from '@engagex/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '@/i18n/switch-language';
import { ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { gstinMessage, gstinReasonText, translatedReasons } from './gstin-words';
import { TaxProfilePage } from './TaxProfilePage';

/**
 * Decision 079: the organiser's tax profile. The GSTIN is checked as it is typed with the contracts' own check,
 * its reason shown under the field from the catalogue; the profile is saved with PUT.
 */
const PROFILE = 'GET /api/main/organiser/tax-profile';
const SAVE = 'PUT /api/main/organiser/tax-profile';

const renderPage = () => renderWithApp(<TaxProfilePage />, { path: '/events/admin/tax-profile' });

describe("the organiser's tax profile", () => {
  it('says what is wrong with the GSTIN as it is typed, and when it passes', async () => {
    stubApi({ [PROFILE]: () => ok(null) });
    renderPage();
    const gstin = await screen.findByRole('textbox', { name: 'GSTIN' });
    expect(screen.getByText(/You have no tax profile yet/)).toBeTruthy();

    // Not at the first characters: a GSTIN is 15 long.
    await userEvent.type(gstin, '27aabce');
    expect(screen.queryByText('A GSTIN has 15 characters.')).toBeNull();

    await userEvent.type(gstin, '1234F1Z4');
    expect((gstin as HTMLInputElement).value).toBe('27AABCE1234F1Z4');
    expect(
      await screen.findByText(
        'The GSTIN’s last character does not match the rest: check it for a typing mistake.',
      ),
    ).toBeTruthy();
    // The GSTIN named its state: Maharashtra is chosen for an organiser who had chosen none.
    expect((screen.getByRole('combobox', { name: 'State' }) as HTMLSelectElement).value).toBe('27');

    await userEvent.clear(gstin);
    await userEvent.type(gstin, '27AABCE1234F1Z5');
    expect(await screen.findByText('The GSTIN passes every check.')).toBeTruthy();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), '29');
    expect(await screen.findByText('The GSTIN’s first two digits must be the state you chose.')).toBeTruthy();
  });

  it('saves the profile with PUT, the GSTIN in capitals', async () => {
    const saved: unknown[] = [];
    stubApi({
      [PROFILE]: () => ok(null),
      [SAVE]: ({ init }) => {
        const body = JSON.parse(String(init?.body));
        saved.push(body);
        return ok({ ...body, stateName: 'Maharashtra', updatedAt: '2026-11-20T06:30:00.000Z' });
      },
    });
    renderPage();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Legal name' }),
      'Sahyadri Live Events LLP',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'GSTIN' }), '27aabce1234f1z5');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Principal place of business' }),
      'FC Road, Shivajinagar, Pune 411004',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save tax profile' }));
    await waitFor(() =>
      expect(saved).toEqual([
        {
          legalName: 'Sahyadri Live Events LLP',
          gstin: '27AABCE1234F1Z5',
          address: 'FC Road, Shivajinagar, Pune 411004',
          stateCode: '27',
        },
      ]),
    );
  });

  it('refuses to send a GSTIN that fails a check, saying why under the field', async () => {
    const fetchMock = stubApi({ [PROFILE]: () => ok(null) });
    renderPage();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Legal name' }),
      'Sahyadri Live Events LLP',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'GSTIN' }), '27AAB');
    await userEvent.click(screen.getByRole('button', { name: 'Save tax profile' }));
    expect(await screen.findByText('A GSTIN has 15 characters.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});

describe("the GSTIN's reasons in the catalogue", () => {
  afterEach(() => switchLanguage('en-IN'));

  it("has a catalogue entry for each of gstinProblem's five checks", () => {
    const reasons = translatedReasons();
    expect(reasons).toHaveLength(5);
    expect(reasons).not.toContain('');
    // English readers read the contracts' own sentence.
    for (const reason of reasons) expect(gstinReasonText(reason)).toBe(reason);
    expect(reasons).toContain(gstinProblem('27AABCE1234F1Z5', '07'));
  });

  it('gives a Hindi reader the reason in Hindi', async () => {
    await switchLanguage('hi-IN');
    expect(gstinMessage('27AABCE1234F1Z4', '27')).toBe(
      'जीएसटीआईएन का आख़िरी अक्षर बाक़ी अक्षरों से मेल नहीं खाता: टाइप करने की ग़लती जाँचें।',
    );
    expect(gstinMessage('27AABCE1234F1Z5', '27')).toBeUndefined();
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '@/i18n/switch-language';
import { useDraftForm } from '@/lib/form';
import { type Draft, EMPTY, eventResolver, FIELDS, toInput } from './event-draft';

/*
 * The new-event form's times (decision 068): a start and an end typed as a date and a time each; every part that
 * is missing or wrong is said on its field at the same submit, in plain words, and an end before the start too.
 */

const ready: Draft = {
  ...EMPTY,
  title: 'Jazz by the Lake',
  description: 'An evening of jazz by the lake.',
  eventType: 'music',
  districtId: 'pune',
  timeZone: 'America/New_York',
};

async function errorsOf(times: Pick<Draft, 'startsAt' | 'endsAt'>) {
  const { result } = renderHook(() =>
    useDraftForm({ initial: { ...ready, ...times }, resolver: eventResolver, fields: FIELDS }),
  );
  await act(async () => {
    await result.current.validate();
  });
  return result.current.errors;
}

describe('the new-event form’s start and end', () => {
  it('says at one submit that the start has no time and the end’s day is not on the calendar', async () => {
    expect(await errorsOf({ startsAt: '2099-08-05T', endsAt: '31/02/2099T21:00' })).toEqual({
      startsAt: 'Enter the time too, for example 19:30 or 7:30 pm.',
      endsAt: 'There is no 31/02/2099 on the calendar: check the date.',
    });
  });

  it('says what each is for when both are empty, and when the end is before the start', async () => {
    expect(await errorsOf({ startsAt: '', endsAt: '' })).toEqual({
      startsAt: 'Enter when the event starts.',
      endsAt: 'Enter an end after the start.',
    });
    expect(await errorsOf({ startsAt: '2099-08-05T19:30', endsAt: '2099-08-05T18:00' })).toEqual({
      endsAt: 'Enter an end after the start.',
    });
  });

  it('takes a whole start and end', async () => {
    expect(await errorsOf({ startsAt: '2099-08-05T19:30', endsAt: '2099-08-05T22:00' })).toEqual({});
  });
});

describe('the new-event form’s sentences', () => {
  afterEach(() => switchLanguage('en-IN', { remember: false }));

  it('are in the language the reader reads when the form is checked, not when the module loaded', async () => {
    await switchLanguage('hi-IN', { remember: false });
    expect(await errorsOf({ startsAt: '', endsAt: '' })).toEqual({
      startsAt: 'इवेंट शुरू होने का समय भरें।',
      endsAt: 'खत्म होने का समय शुरू के बाद का भरें।',
    });
  });
});

describe('the new-event form’s Hindi title and description (decision 077)', () => {
  const base = { ...ready, startsAt: '2099-08-05T19:00', endsAt: '2099-08-05T21:00' };

  it('sends them when written and null when left empty, so Hindi readers fall back to the English', () => {
    expect(toInput({ ...base, titleHi: '  झील किनारे जैज़ ', descriptionHi: '' })).toMatchObject({
      titleHi: 'झील किनारे जैज़',
      descriptionHi: null,
    });
    expect(toInput(base)).toMatchObject({ titleHi: null, descriptionHi: null });
  });

  it('holds a Hindi title to the same length rule as the English one, on its own field', async () => {
    const { result } = renderHook(() =>
      useDraftForm({ initial: { ...base, titleHi: 'झ' }, resolver: eventResolver, fields: FIELDS }),
    );
    await act(async () => {
      await result.current.validate();
    });
    expect(Object.keys(result.current.errors)).toEqual(['titleHi']);
  });
});

describe('the new-event form’s tax category (decision 079)', () => {
  it('sends admission unless the organiser picks the premium sporting rate', () => {
    const times = { startsAt: '2099-08-05T19:30', endsAt: '2099-08-05T22:00' };
    expect(toInput({ ...ready, ...times }).taxCategory).toBe('admission');
    expect(toInput({ ...ready, ...times, taxCategory: 'admission-premium-sport' }).taxCategory).toBe(
      'admission-premium-sport',
    );
  });
});

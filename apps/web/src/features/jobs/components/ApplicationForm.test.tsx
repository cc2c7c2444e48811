import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { calls, ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { application, opening } from '../test-utils';
import { ApplicationForm } from './ApplicationForm';

const GOOD_NOTE =
  'I have built idempotent payment APIs on PostgreSQL for six years, and ledgers that balance.';
const csrf = { 'GET /api/jobs/session/csrf': () => ok({ csrfToken: 'csrf-token' }) };

function renderForm(onApplied = vi.fn()) {
  renderWithApp(<ApplicationForm opening={opening()} onApplied={onApplied} />);
  return { user: userEvent.setup(), onApplied };
}

const submit = () => screen.getByRole('button', { name: 'Submit application' });

describe('ApplicationForm', () => {
  it('asks one answer per question of the opening', () => {
    stubApi({});
    renderForm();
    expect(screen.getByRole('form', { name: 'Apply for this job' })).toBeTruthy();
    expect(screen.getByLabelText('Tell us about a concurrency bug you found and fixed.')).toBeTruthy();
  });

  it('shows the contract’s message for a cover note that is too short, and sends nothing', async () => {
    const api = stubApi(csrf);
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Cover note'), 'Too short');
    await user.type(screen.getByLabelText('Years of experience'), '6');
    await user.type(screen.getByLabelText('Tell us about a concurrency bug you found and fixed.'), 'A race.');
    await user.click(submit());

    expect(screen.getByText('Write at least 50 characters')).toBeTruthy();
    expect(screen.getByLabelText('Cover note').getAttribute('aria-invalid')).toBe('true');
    expect(calls(api)).not.toContain('POST /api/jobs/job-applications');

    // Fixing the note clears its message as it is typed.
    await user.clear(screen.getByLabelText('Cover note'));
    await user.type(screen.getByLabelText('Cover note'), GOOD_NOTE);
    expect(screen.queryByText('Write at least 50 characters')).toBeNull();
  });

  it('checks every field with the contract: years, http(s) links and each answer', async () => {
    stubApi(csrf);
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    await user.type(screen.getByLabelText('Link 1', { selector: 'input' }), 'ftp://example.com');
    await user.click(submit());
    expect(screen.getByText('Enter whole years of experience, from 0 to 50')).toBeTruthy();
    expect(screen.getByText('Links must be http(s) URLs')).toBeTruthy();
    expect(screen.getByText('Answer every question')).toBeTruthy();
  });

  it('sends the application and maps the server’s field errors back onto the fields', async () => {
    let attempt = 0;
    const api = stubApi({
      ...csrf,
      'POST /api/jobs/job-applications': () => {
        attempt += 1;
        if (attempt === 1) {
          return new Response(
            JSON.stringify({
              success: false,
              code: 'VALIDATION_ERROR',
              message: 'Answer all 1 questions',
              error: 'Answer all 1 questions',
              details: [{ path: 'body.answers.0', message: 'That answer is not allowed' }],
            }),
            { status: 400 },
          );
        }
        return ok(application(), 201);
      },
    });
    const { user, onApplied } = renderForm();
    await user.type(screen.getByLabelText('Cover note'), GOOD_NOTE);
    await user.type(screen.getByLabelText('Years of experience'), '6');
    const answer = screen.getByLabelText('Tell us about a concurrency bug you found and fixed.');
    await user.type(answer, 'A race.');
    await user.click(submit());

    await screen.findByText('That answer is not allowed');
    expect(answer.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('Please correct the highlighted fields.');

    const post = api.mock.calls.find(
      ([url, init]) => String(url).endsWith('/job-applications') && init?.method === 'POST',
    );
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      openingId: opening().id,
      coverNote: GOOD_NOTE,
      experienceYears: 6,
      links: [],
      answers: ['A race.'],
    });

    // Editing the field clears the server's error; the next attempt succeeds.
    await user.type(answer, ' Fixed with a row lock.');
    expect(screen.queryByText('That answer is not allowed')).toBeNull();
    await user.click(submit());
    await waitFor(() => expect(onApplied).toHaveBeenCalledWith(application()));
  });

  it('says so, with a way to the application, when one exists already (409)', async () => {
    stubApi({
      ...csrf,
      'POST /api/jobs/job-applications': () =>
        new Response(
          JSON.stringify({
            success: false,
            code: 'CONFLICT',
            message: 'You already have an application for this opening',
            error: 'You already have an application for this opening',
          }),
          { status: 409 },
        ),
    });
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Cover note'), GOOD_NOTE);
    await user.type(screen.getByLabelText('Years of experience'), '6');
    await user.type(screen.getByLabelText('Tell us about a concurrency bug you found and fixed.'), 'A race.');
    await user.click(submit());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You already have an application for this opening');
    expect(screen.getByRole('link', { name: 'See my applications' }).getAttribute('href')).toBe(
      '/jobs/applications',
    );
  });
});

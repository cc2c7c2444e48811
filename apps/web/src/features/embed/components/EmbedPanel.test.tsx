import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { EmbedPanel } from './EmbedPanel';

const EVENT_ID = '5d3f1c2e-0000-4000-8000-000000000001';
const EMBED = `/api/events/events/${EVENT_ID}/embed`;

describe("the organiser's booking widget panel (decision 095)", () => {
  it('saves the sites one per line, shows the server’s refusal on the field, and gives the two lines', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    stubApi({
      [`GET ${EMBED}`]: () => ok({ origins: [] }),
      [`PUT ${EMBED}`]: ({ init }) => {
        const body = JSON.parse(String(init?.body)) as { origins: string[] };
        sent.push(body);
        if (body.origins.some((origin) => origin.startsWith('http:')))
          return fail(400, 'VALIDATION_ERROR', 'Validation failed', [
            { path: 'body.origins.1', message: 'Write a web origin such as https://festival.example' },
          ]);
        return ok(body);
      },
    });
    renderWithApp(<EmbedPanel realm="events" eventId={EVENT_ID} />);
    const form = await screen.findByRole('form', { name: 'Sites that may embed this event' });
    const sites = within(form).getByLabelText('Sites (one per line)');
    const snippet = screen.getByText(/data-engagex-event/);
    expect(snippet.textContent).toContain(`<div data-engagex-event="${EVENT_ID}"></div>`);
    expect(snippet.textContent).toContain(`<script src="${window.location.origin}/embed.js" async></script>`);

    await user.type(sites, 'https://festival.example{Enter}http://festival.example');
    await user.click(within(form).getByRole('button', { name: 'Save sites' }));
    expect(await within(form).findByText('Write a web origin such as https://festival.example')).toBeTruthy();

    await user.clear(sites);
    await user.type(sites, ' https://festival.example {Enter}{Enter}https://partner.example');
    await user.click(within(form).getByRole('button', { name: 'Save sites' }));
    // Saved: the form starts again from the list as the server keeps it, without the refusal.
    await waitFor(() =>
      expect((screen.getByLabelText('Sites (one per line)') as HTMLTextAreaElement).value).toBe(
        'https://festival.example\nhttps://partner.example',
      ),
    );
    expect(screen.queryByText('Write a web origin such as https://festival.example')).toBeNull();
    expect(sent).toEqual([
      { origins: ['https://festival.example', 'http://festival.example'] },
      { origins: ['https://festival.example', 'https://partner.example'] },
    ]);
  });
});

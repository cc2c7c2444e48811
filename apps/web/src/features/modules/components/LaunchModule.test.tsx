import type { TModule } from '@engagex/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dayKey } from '@/lib/time';
import { calls, fail, modulesList, ok, shopModule, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { ToastHost } from '@/ui/toast';
import { formatLaunchDate } from '../catalogue';
import { ModulePage } from './ModulePage';

const upcoming: TModule = { ...shopModule, isAvailableInUserCountry: true, unavailabilityReason: null };
const engagement = {
  moduleId: 'e-commerce',
  notifyAtLaunch: false,
  backedCredits: 0,
  totalBacked: 0,
  backers: 0,
  isFavorite: false,
};

/** The server as the page sees it: the module stays upcoming until a launch is accepted. */
function stubModuleServer(launch: (body: { launchDate?: string }) => Response) {
  let module = upcoming;
  const bodies: { launchDate?: string }[] = [];
  const api = stubApi({
    'GET /api/main/modules/e-commerce': () => ok(module),
    // Slower than the module's own read, as on a network: the page shows it live (and drops the launch dialog)
    // before every refetch is back.
    'GET /api/main/modules?status=all': async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return ok({ ...modulesList, modules: [module] });
    },
    'POST /api/main/modules/e-commerce/open': () => ok({ recorded: false }),
    'GET /api/main/modules/e-commerce/engagement': () => ok(engagement),
    'POST /api/main/modules/e-commerce/launch': ({ init }) => {
      const body = JSON.parse(String(init?.body));
      bodies.push(body);
      const answer = launch(body);
      if (answer.ok) {
        module = {
          ...module,
          status: 'live',
          expectedLaunchDate: body.launchDate,
          launchQuarter: 'Q4 2026',
          developmentProgress: 100,
        };
      }
      return answer;
    },
  });
  return { api, bodies };
}

const renderPage = (canLaunch: boolean) =>
  renderWithApp(<ModulePage moduleId="e-commerce" canLaunch={canLaunch} />, { siblings: <ToastHost /> });

describe('launching a module from its page', () => {
  it('is offered to admins only, and only before launch', async () => {
    stubModuleServer(() => fail(500, 'INTERNAL', 'not expected'));
    const view = renderPage(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'E-commerce Platform' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Launch now' })).toBeNull();
    view.unmount();

    renderPage(true);
    expect(await screen.findByRole('button', { name: 'Launch now' })).toBeTruthy();
  });

  it('confirms with today’s date, then says who was told and shows the module live', async () => {
    const { bodies } = stubModuleServer((body) =>
      ok({ moduleId: 'e-commerce', status: 'live', launchDate: body.launchDate, notified: 3 }),
    );
    renderPage(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Launch now' }));

    const dialog = await screen.findByRole('dialog', { name: 'Launch E-commerce Platform?' });
    const date = within(dialog).getByLabelText('Launch date') as HTMLInputElement;
    const today = dayKey(new Date());
    // Shown day first, whatever the browser's locale (decision 057); sent as the contract's YYYY-MM-DD.
    expect(date.value).toBe(today.split('-').reverse().join('/'));
    await user.click(within(dialog).getByRole('button', { name: 'Launch now' }));

    expect(bodies).toEqual([{ launchDate: today }]);
    const toast = await screen.findByText('E-commerce Platform is live');
    expect(toast.parentElement?.textContent).toContain('3 people who asked were told.');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    // The page reads the module again: live, launched on the day, nothing left to launch or back.
    expect(await screen.findByText('Live')).toBeTruthy();
    expect(screen.queryByText('Coming soon')).toBeNull();
    expect(screen.getByText('Launched')).toBeTruthy();
    expect(screen.getByText(formatLaunchDate(today) as string)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Launch now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Notify me at launch' })).toBeNull();
  });

  it('refuses a future date before asking the server, and shows the server’s refusal in its words', async () => {
    const { api } = stubModuleServer(() => fail(422, 'BUSINESS_RULE', 'E-commerce Platform is already live'));
    renderPage(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Launch now' }));
    const dialog = await screen.findByRole('dialog');
    const date = within(dialog).getByLabelText('Launch date');
    fireEvent.change(date, { target: { value: '2999-01-01' } });
    expect(within(dialog).getByText('A launch date cannot be in the future.')).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Launch now' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(calls(api).filter((call) => call.endsWith('/launch'))).toEqual([]);

    fireEvent.change(date, { target: { value: '2026-10-05' } });
    await user.click(confirm);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'E-commerce Platform is already live',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

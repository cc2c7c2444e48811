import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls, eventsModule, fail, modulesList, ok, shopModule, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { ModuleCatalogue } from './ModuleCatalogue';
import { ModulePage } from './ModulePage';

describe('ModuleCatalogue', () => {
  it('shows the summary counts and filters the grid by status through GET /modules', async () => {
    const api = stubApi({
      'GET /api/main/modules?status=all': () => ok(modulesList),
      'GET /api/main/modules?status=upcoming': () => ok({ ...modulesList, modules: [shopModule] }),
    });
    const { router } = renderWithApp(<ModuleCatalogue />);

    expect(await screen.findByRole('link', { name: 'Events' })).toBeTruthy();
    expect(screen.getByText('1 of 2 available in India.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Live/ }).textContent).toBe('Live1');

    const user = userEvent.setup();
    const upcoming = screen.getByRole('button', { name: /Upcoming/ });
    expect(upcoming.getAttribute('aria-pressed')).toBe('false');
    await user.click(upcoming);

    expect(upcoming.getAttribute('aria-pressed')).toBe('true');
    expect(router.state.location.search).toBe('?status=upcoming');
    await screen.findByRole('link', { name: 'E-commerce Platform' });
    await expect.poll(() => screen.queryByRole('link', { name: 'Events' })).toBeNull();
    expect(calls(api)).toContain('GET /api/main/modules?status=upcoming');
    // A restricted module says why, in the server's words.
    expect(screen.getByText(shopModule.unavailabilityReason as string)).toBeTruthy();
  });

  it('puts an action on every card and shows only the modules asked for', async () => {
    stubApi({ 'GET /api/main/modules?status=all': () => ok(modulesList) });
    renderWithApp(
      <ModuleCatalogue
        cardAction={(module) => <button type="button">{`Star ${module.title}`}</button>}
        include={(module) => module.id === 'e-commerce'}
        notice={<p>Only favorites</p>}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Star E-commerce Platform' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Events' })).toBeNull();
    expect(screen.getByText('Only favorites')).toBeTruthy();
  });

  it('shows the first cards and a "Show all" disclosure for the rest when asked (a phone)', async () => {
    stubApi({ 'GET /api/main/modules?status=all': () => ok(modulesList) });
    renderWithApp(<ModuleCatalogue firstOnly={1} />);
    expect(await screen.findByRole('link', { name: 'Events' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'E-commerce Platform' })).toBeNull();
    const more = screen.getByRole('button', { name: 'Show all 2 modules' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(more.getAttribute('aria-controls') ?? '')?.tagName).toBe('UL');

    await userEvent.setup().click(more);
    expect(screen.getByRole('link', { name: 'E-commerce Platform' })).toBeTruthy();
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(more.textContent).toBe('Show fewer modules');
  });

  it('needs no "Show all" when every module fits', async () => {
    stubApi({ 'GET /api/main/modules?status=all': () => ok(modulesList) });
    renderWithApp(<ModuleCatalogue firstOnly={2} />);
    expect(await screen.findByRole('link', { name: 'E-commerce Platform' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Show all/ })).toBeNull();
  });

  it("says 'Failed to fetch modules' and offers a retry when the list fails", async () => {
    stubApi({
      'GET /api/main/modules?status=all': () =>
        new Response(JSON.stringify({ success: false, code: 'NOT_FOUND', message: 'Gone', error: 'Gone' }), {
          status: 404,
        }),
    });
    renderWithApp(<ModuleCatalogue />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch modules')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('ModulePage', () => {
  it('says where an available module can be used', async () => {
    const api = stubApi({
      'GET /api/main/modules/events': () => ok(eventsModule),
      'GET /api/main/modules?status=all': () => ok(modulesList),
      'POST /api/main/modules/events/open': () => ok({ recorded: true }),
    });
    renderWithApp(<ModulePage moduleId="events" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    expect(await screen.findByText('Available in India.')).toBeTruthy();
    expect(screen.getByText('All countries')).toBeTruthy();
    // Opening the page counts as using the module, once; a live module has nothing to back.
    await expect.poll(() => calls(api).filter((c) => c.endsWith('/open'))).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Notify me at launch' })).toBeNull();
  });

  it('shows status, progress, launch and why the module is unavailable here', async () => {
    stubApi({
      'GET /api/main/modules/e-commerce': () => ok(shopModule),
      'GET /api/main/modules?status=all': () => ok(modulesList),
      'POST /api/main/modules/e-commerce/open': () => ok({ recorded: true }),
      'GET /api/main/modules/e-commerce/engagement': () => ok(shopEngagement),
    });
    renderWithApp(<ModulePage moduleId="e-commerce" />);

    expect(await screen.findByRole('heading', { level: 1, name: 'E-commerce Platform' })).toBeTruthy();
    expect(screen.getByText('Coming soon')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Development progress' }).getAttribute('aria-valuenow'),
    ).toBe('10');
    expect(screen.getByText('Q4 2027')).toBeTruthy();
    // The server's reason, verbatim (it names the countries itself).
    expect(screen.getByText(shopModule.unavailabilityReason as string)).toBeTruthy();
    expect(screen.getByText('United States, Canada, United Kingdom, Australia')).toBeTruthy();
  });

  it('says so when the module is not in the catalogue', async () => {
    stubApi({
      'GET /api/main/modules/nope': () =>
        new Response(
          JSON.stringify({
            success: false,
            code: 'NOT_FOUND',
            message: 'Module not found',
            error: 'Module not found',
          }),
          { status: 404 },
        ),
      'GET /api/main/modules?status=all': () => ok({ ...modulesList, modules: [eventsModule] }),
    });
    renderWithApp(<ModulePage moduleId="nope" />);
    expect(await screen.findByRole('heading', { name: 'Module not found' })).toBeTruthy();
  });
});

const shopEngagement = {
  moduleId: 'e-commerce',
  notifyAtLaunch: false,
  backedCredits: 0,
  totalBacked: 300,
  backers: 2,
  isFavorite: false,
};
const fundableShop = { ...shopModule, isFundable: true, minCreditsRequired: 100 };

describe('ModulePage before launch', () => {
  it('turns the launch alert on and off', async () => {
    const api = stubApi({
      'GET /api/main/modules/e-commerce': () => ok(fundableShop),
      'GET /api/main/modules?status=all': () => ok(modulesList),
      'POST /api/main/modules/e-commerce/open': () => ok({ recorded: true }),
      'GET /api/main/modules/e-commerce/engagement': () => ok(shopEngagement),
      'POST /api/main/modules/e-commerce/notify': () => ok({ ...shopEngagement, notifyAtLaunch: true }),
      'DELETE /api/main/modules/e-commerce/notify': () => ok(shopEngagement),
    });
    renderWithApp(<ModulePage moduleId="e-commerce" />);
    const user = userEvent.setup();
    const alert = await screen.findByRole('button', { name: 'Notify me at launch' });
    expect(alert.getAttribute('aria-pressed')).toBe('false');
    await user.click(alert);
    await expect.poll(() => alert.getAttribute('aria-pressed')).toBe('true');
    await user.click(alert);
    await expect.poll(() => alert.getAttribute('aria-pressed')).toBe('false');
    expect(calls(api).filter((c) => c.includes('/notify'))).toEqual([
      'POST /api/main/modules/e-commerce/notify',
      'DELETE /api/main/modules/e-commerce/notify',
    ]);
  });

  it('offers Buy credits when the server finds the wallet short (the page did not know the balance)', async () => {
    stubApi({
      'GET /api/main/modules/e-commerce': () => ok(fundableShop),
      'GET /api/main/modules?status=all': () => ok(modulesList),
      'POST /api/main/modules/e-commerce/open': () => ok({ recorded: true }),
      'GET /api/main/modules/e-commerce/engagement': () => ok(shopEngagement),
      'POST /api/main/modules/e-commerce/back': () =>
        fail(422, 'BUSINESS_RULE', 'आपके पास पर्याप्त क्रेडिट नहीं हैं', [
          { path: 'wallet', message: 'आपके पास पर्याप्त क्रेडिट नहीं हैं' },
        ]),
    });
    renderWithApp(<ModulePage moduleId="e-commerce" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Back with 100 credits' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your wallet does not hold enough credits for this. Buy credits',
    );
    expect(screen.getByRole('link', { name: 'Buy credits' }).getAttribute('href')).toBe('/credits');
  });

  it('shows the launch alert’s state in words as well as aria-pressed', async () => {
    stubApi({
      'GET /api/main/modules/e-commerce': () => ok(fundableShop),
      'GET /api/main/modules?status=all': () => ok(modulesList),
      'POST /api/main/modules/e-commerce/open': () => ok({ recorded: true }),
      'GET /api/main/modules/e-commerce/engagement': () => ok(shopEngagement),
      'POST /api/main/modules/e-commerce/notify': () => ok({ ...shopEngagement, notifyAtLaunch: true }),
    });
    renderWithApp(<ModulePage moduleId="e-commerce" />);
    const alert = await screen.findByRole('button', { name: 'Notify me at launch' });
    expect(alert.textContent).toContain('Off');
    await userEvent.setup().click(alert);
    await expect.poll(() => alert.textContent).toContain('On');
    expect(alert.getAttribute('aria-pressed')).toBe('true');
  });

  it('says an empty wallet has no credits, not "0 credits: 100 short of 100"', async () => {
    stubApi({
      'GET /api/main/modules/e-commerce': () => ok(fundableShop),
      'GET /api/main/modules?status=all': () => ok(modulesList),
      'POST /api/main/modules/e-commerce/open': () => ok({ recorded: true }),
      'GET /api/main/modules/e-commerce/engagement': () => ok(shopEngagement),
    });
    renderWithApp(<ModulePage moduleId="e-commerce" creditBalance={0} onCreditsSpent={() => {}} />);
    await screen.findByLabelText('Credits');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have no credits yet: buy 100 credits to back with them. Buy credits',
    );
  });

  it('backs the module with credits once per attempt, and says why when the wallet is short', async () => {
    const bodies: { credits: number; idempotencyKey: string }[] = [];
    let balance = 150;
    stubApi({
      'GET /api/main/modules/e-commerce': () => ok(fundableShop),
      'GET /api/main/modules?status=all': () => ok(modulesList),
      'POST /api/main/modules/e-commerce/open': () => ok({ recorded: true }),
      'GET /api/main/modules/e-commerce/engagement': () => ok(shopEngagement),
      'POST /api/main/modules/e-commerce/back': ({ init }) => {
        const body = JSON.parse(String(init?.body));
        bodies.push(body);
        if (body.credits > balance)
          return fail(422, 'BUSINESS_RULE', 'Insufficient credits', [
            { path: 'wallet', message: 'Insufficient credits' },
          ]);
        balance -= body.credits;
        return ok({
          ...shopEngagement,
          backedCredits: body.credits,
          totalBacked: 300 + body.credits,
          backers: 3,
        });
      },
    });
    let spent = 0;
    renderWithApp(<ModulePage moduleId="e-commerce" creditBalance={150} onCreditsSpent={() => spent++} />);
    const user = userEvent.setup();
    const credits = await screen.findByLabelText('Credits');
    expect((credits as HTMLInputElement).value).toBe('100');
    expect(screen.getByText('At least 100. You have 150 credits.')).toBeTruthy();

    await user.clear(credits);
    await user.type(credits, '40');
    await user.click(screen.getByRole('button', { name: 'Back with 40 credits' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Back E-commerce Platform with at least 100 credits.',
    );
    expect(bodies).toHaveLength(0);

    // More than the wallet holds: said at once, the button is off, and Buy credits is offered.
    await user.clear(credits);
    await user.type(credits, '500');
    const tooMuch = screen.getByRole('button', { name: 'Back with 500 credits' });
    expect((tooMuch as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe(
      'You have 150 credits, 350 fewer than this backing needs. Buy credits',
    );
    expect(screen.getByRole('link', { name: 'Buy credits' }).getAttribute('href')).toBe('/credits');
    await user.click(tooMuch);
    expect(bodies).toHaveLength(0);

    await user.clear(credits);
    await user.type(credits, '120');
    await user.click(screen.getByRole('button', { name: 'Back with 120 credits' }));
    await expect.poll(() => spent).toBe(1);
    expect(screen.getByText('By you').nextElementSibling?.textContent).toBe('120');
    expect(bodies.map((b) => b.credits)).toEqual([120]);
  });
});

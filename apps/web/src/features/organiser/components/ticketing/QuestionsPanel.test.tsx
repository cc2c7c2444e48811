import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { QuestionsPanel } from './QuestionsPanel';
import { BASE, bodyOf, EVENT, question, TYPES, VIP } from './test-utils';

/** Decision 078: an organiser lists, adds, edits and deletes the questions put to each attendee. */
const MEAL = question();
const AGE = question({
  id: '0b000000-0000-4000-8000-000000000002',
  label: 'Age',
  kind: 'number',
  options: [],
  required: false,
  ticketTypeIds: [VIP],
  displayOrder: 10,
});

function render() {
  const sent: Array<{ call: string; body?: unknown }> = [];
  stubApi({
    [`GET ${BASE}/ticket-types`]: () => ok(TYPES),
    [`GET ${BASE}/questions`]: () => ok([MEAL, AGE]),
    [`POST ${BASE}/questions`]: ({ init }) => {
      sent.push({ call: 'create', body: bodyOf(init) });
      return ok(question({ id: '0b000000-0000-4000-8000-000000000009', label: 'T-shirt size' }), 201);
    },
    [`PATCH ${BASE}/questions/${MEAL.id}`]: ({ init }) => {
      sent.push({ call: 'update', body: bodyOf(init) });
      return ok(MEAL);
    },
    [`DELETE ${BASE}/questions/${AGE.id}`]: () => {
      sent.push({ call: 'delete' });
      return ok({ id: AGE.id, deleted: true });
    },
  });
  renderWithApp(<QuestionsPanel realm="events" event={EVENT} />);
  return { sent, user: userEvent.setup() };
}

async function openNew(user: ReturnType<typeof userEvent.setup>) {
  const add = await screen.findByRole('button', { name: 'Add question' });
  await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
  await user.click(add);
  return screen.findByRole('form', { name: 'New question' });
}

const row = async (label: string) =>
  (await screen.findByRole('heading', { name: label })).closest('li') as HTMLElement;

describe('QuestionsPanel', () => {
  it('lists each question with its kind, whether it is required, its options and whom it is asked of', async () => {
    render();
    const meal = await row('Meal');
    expect(within(meal).getByText('Choice')).toBeTruthy();
    expect(within(meal).getByText('Required')).toBeTruthy();
    expect(within(meal).getByText('Options: Veg · Non-veg')).toBeTruthy();
    expect(within(meal).getByText('Every attendee')).toBeTruthy();
    const age = await row('Age');
    expect(within(age).getByText('Number')).toBeTruthy();
    expect(within(age).getByText('Optional')).toBeTruthy();
    expect(within(age).getByText('Holders of: VIP')).toBeTruthy();
  });

  it('refuses a choice question with fewer than two options', async () => {
    const { sent, user } = render();
    const form = await openNew(user);
    await user.type(within(form).getByLabelText('Question'), 'Size');
    await user.selectOptions(within(form).getByLabelText('Answer'), 'choice');
    await user.type(within(form).getByLabelText('Option 1'), 'M');
    await user.click(within(form).getByRole('button', { name: 'Add question' }));
    expect(
      await within(form).findByText('Give at least two options, each up to 100 characters.'),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('refuses "some types" with none picked', async () => {
    const { sent, user } = render();
    const form = await openNew(user);
    await user.type(within(form).getByLabelText('Question'), 'Age');
    await user.click(within(form).getByRole('radio', { name: 'Only holders of some ticket types' }));
    await user.click(within(form).getByRole('button', { name: 'Add question' }));
    expect(await within(form).findByText('Pick at least one ticket type.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('adds a required choice question for some types', async () => {
    const { sent, user } = render();
    const form = await openNew(user);
    await user.type(within(form).getByLabelText('Question'), 'Size');
    await user.selectOptions(within(form).getByLabelText('Answer'), 'choice');
    await user.type(within(form).getByLabelText('Option 1'), 'M');
    await user.type(within(form).getByLabelText('Option 2'), 'L');
    await user.click(within(form).getByRole('button', { name: 'Add an option' }));
    await user.type(within(form).getByLabelText('Option 3'), 'XL');
    await user.click(within(form).getByRole('checkbox', { name: 'An answer is required' }));
    await user.click(within(form).getByRole('radio', { name: 'Only holders of some ticket types' }));
    await user.click(within(form).getByRole('checkbox', { name: 'VIP' }));
    await user.click(within(form).getByRole('button', { name: 'Add question' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          call: 'create',
          body: {
            label: 'Size',
            kind: 'choice',
            required: true,
            displayOrder: 20,
            options: ['M', 'L', 'XL'],
            ticketTypeIds: [VIP],
          },
        },
      ]),
    );
  });

  it('edits a question, keeping its kind and sending only what changed', async () => {
    const { sent, user } = render();
    const edit = await screen.findByRole('button', { name: 'Edit Meal' });
    await waitFor(() => expect((edit as HTMLButtonElement).disabled).toBe(false));
    await user.click(edit);
    const form = await screen.findByRole('form', { name: 'Edit question' });
    expect((within(form).getByLabelText('Answer') as HTMLSelectElement).disabled).toBe(true);
    // Two options are the least a choice has: neither can be removed.
    expect(
      (within(form).getByRole('button', { name: 'Remove option 2' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(within(form).getByRole('button', { name: 'Add an option' }));
    await user.type(within(form).getByLabelText('Option 3'), 'Jain');
    await user.click(within(form).getByRole('checkbox', { name: 'An answer is required' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { call: 'update', body: { options: ['Veg', 'Non-veg', 'Jain'], required: false } },
      ]),
    );
  });

  it('deletes a question after asking', async () => {
    const { sent, user } = render();
    await user.click(await screen.findByRole('button', { name: 'Delete Age' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(sent).toEqual([{ call: 'delete' }]));
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PageHostProvider, PageSlot } from './page-slot';

/* Decision 070: swapping the frame around a page keeps the page's state, its DOM, and the focused field. */

function Page() {
  const [step, setStep] = useState(1);
  return (
    <form aria-label="Wizard">
      <p>Step {step}</p>
      <button type="button" onClick={() => setStep((current) => current + 1)}>
        Continue
      </button>
      <input aria-label="Title" />
    </form>
  );
}

const Desktop = () => (
  <aside aria-label="Desktop frame">
    <PageSlot />
  </aside>
);
const Phone = () => (
  <section aria-label="Phone frame">
    <PageSlot />
  </section>
);

function Layout({ phone }: { phone: boolean }) {
  return <PageHostProvider page={<Page />}>{phone ? <Phone /> : <Desktop />}</PageHostProvider>;
}

describe('the page slot', () => {
  it('keeps the page, its step, a typed value and the focus when the frame is swapped', () => {
    const view = render(
      <StrictMode>
        <Layout phone={false} />
      </StrictMode>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const title = screen.getByLabelText('Title') as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'Raga Yaman' } });
    title.focus();
    expect(screen.getByRole('complementary', { name: 'Desktop frame' }).contains(title)).toBe(true);

    act(() =>
      view.rerender(
        <StrictMode>
          <Layout phone />
        </StrictMode>,
      ),
    );
    expect(screen.getByText('Step 2')).toBeTruthy();
    expect(screen.getByLabelText('Title')).toBe(title);
    expect(title.value).toBe('Raga Yaman');
    expect(screen.getByRole('region', { name: 'Phone frame' }).contains(title)).toBe(true);
    expect(document.activeElement).toBe(title);
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RootLoadingView } from '@/app/shell';
import { LoadingView } from './LoadingView';
import { Spinner } from './Spinner';

describe('loading views', () => {
  it.each(['desktop', 'mobile'] as const)(
    'says exactly "Loading %s app..." while a variant loads',
    (type) => {
      render(<RootLoadingView type={type} />);
      expect(screen.getByRole('status').textContent).toBe(`Loading ${type} app...`);
    },
  );

  it('is at least 400 px tall when large and 200 px when small', () => {
    const { rerender } = render(<LoadingView message="Loading" size="large" />);
    expect(screen.getByRole('status').style.minHeight).toBe('400px');
    rerender(<LoadingView message="Loading" size="small" />);
    expect(screen.getByRole('status').style.minHeight).toBe('200px');
  });

  it.each([
    ['small', '16'],
    ['medium', '32'],
    ['large', '48'],
  ] as const)('draws a %s spinner %s px wide', (size, px) => {
    const { container } = render(<Spinner size={size} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('width')).toBe(px);
    expect(svg?.getAttribute('height')).toBe(px);
  });
});

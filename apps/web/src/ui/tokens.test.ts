import { readFileSync } from 'node:fs';
import { ANIMATION_MS, BREAKPOINTS, BREAKPOINTS_MIN, PALETTES } from '@engagex/contracts';
import { describe, expect, it } from 'vitest';

// Read from disk: Vitest stubs CSS imports, `?raw` included.
const css = readFileSync(`${import.meta.dirname}/styles.css`, 'utf8');

/** The CSS design tokens must say what docs/product.md §9 (via the contracts' constants) says. */
describe('design tokens', () => {
  it('declares the breakpoints of docs/product.md so that max-* and min variants match exactly', () => {
    // `max-md:` is "below --breakpoint-md", i.e. max-width BREAKPOINTS.md when the token is md + 1.
    for (const [name, maxWidth] of Object.entries(BREAKPOINTS)) {
      expect(css).toContain(`--breakpoint-${name}: ${maxWidth + 1}px;`);
    }
    expect(Object.values(BREAKPOINTS_MIN).sort((a, b) => a - b)).toEqual([661, 801, 1021, 1281, 1651]);
    for (const minWidth of Object.values(BREAKPOINTS_MIN)) expect(css).toContain(`: ${minWidth}px;`);
  });

  it('has every palette in a light and a dark variant', () => {
    const [light, dark] = css.split(/^\.dark \{/m);
    for (const palette of PALETTES) {
      for (const part of ['soft', 'fg', 'solid', 'line']) {
        expect(light).toContain(`--${palette}-${part}:`);
        expect(dark).toContain(`--${palette}-${part}:`);
      }
      expect(css).toMatch(new RegExp(`\\[data-palette=["']${palette}["']\\]`));
    }
  });

  it('declares the animation presets from 75 ms to 1000 ms', () => {
    for (const [name, ms] of Object.entries(ANIMATION_MS))
      expect(css).toContain(`--duration-${name}: ${ms}ms;`);
    expect(Math.min(...Object.values(ANIMATION_MS))).toBe(75);
    expect(Math.max(...Object.values(ANIMATION_MS))).toBe(1000);
  });

  it('uses Inter (with Noto Sans Devanagari for Hindi), a monospace font and the pixel font', () => {
    expect(css).toMatch(/--font-sans:\s*["']Inter Variable["'],\s*["']Noto Sans Devanagari["']/);
    expect(css).toMatch(/--font-mono:\s*["']JetBrains Mono["'],\s*["']Noto Sans Devanagari["']/);
    expect(css).toMatch(/--font-pixel: ["']Press Start 2P["']/);
  });
});

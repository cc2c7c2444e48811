// Runs before first paint (blocking, same origin, so the CSP allows it). Mirrors resolveInitialTheme() in
// src/lib/theme.ts: the stored choice wins, else the system preference.
(() => {
  let theme = null;
  try {
    theme = window.localStorage.getItem('theme');
  } catch {
    // Storage can be unavailable (privacy mode); fall through to the system preference.
  }
  if (theme !== 'light' && theme !== 'dark') {
    theme = window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
})();

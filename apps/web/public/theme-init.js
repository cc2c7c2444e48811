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

// The page's first Intl formatter loads the browser's locale data: about 15 ms, 60 ms on a slow phone. Done here,
// in a task of its own while the app's scripts download, it no longer lengthens the task that starts the app.
setTimeout(() => {
  try {
    new Intl.NumberFormat().format(0);
  } catch {
    // Without Intl the app's own formatters fail visibly; nothing to warm here.
  }
}, 0);

// The offline app's service worker (sw.js; docs/product.md "The ticket wallet"), after load; a dev server has none (no /assets/ scripts).
addEventListener('load', () => {
  if ('serviceWorker' in navigator && document.querySelector('script[src^="/assets/"]'))
    navigator.serviceWorker.register('/sw.js').catch((error) => console.warn('No offline app:', error));
});

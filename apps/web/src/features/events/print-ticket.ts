/**
 * Prints one element of the page, the ticket, with the browser's own print dialog: the print style sheet
 * (ui/styles.css, `[data-print-only]`) hides everything else, so the app's navigation and colours waste no
 * ink, and no pop-up window is needed (a blocker cannot stop it).
 */
export function printOnly(element: HTMLElement) {
  const root = document.documentElement;
  element.setAttribute('data-print-only', '');
  root.setAttribute('data-printing', '');
  const done = () => {
    element.removeAttribute('data-print-only');
    root.removeAttribute('data-printing');
  };
  window.addEventListener('afterprint', done, { once: true });
  window.print();
}

import type { TBooking } from '@engagex/contracts';
import { formatCredits, formatLongDay, formatTimeRange } from './format';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * Prints a ticket on its own page: a small window holding only the ticket (the app's navigation and colours
 * would waste ink), which prints itself once its QR image has loaded.
 */
export function printTicket(booking: TBooking): boolean {
  if (!booking.qrCode || !booking.ticketCode) return false;
  const win = window.open('', '_blank', 'width=640,height=820');
  if (!win) return false;
  const rows: [string, string][] = [
    ['Date', formatLongDay(booking.slot.startsAt)],
    ['Time', `${formatTimeRange(booking.slot.startsAt, booking.slot.endsAt)} IST`],
    ['Venue', [booking.event.venueName, booking.event.districtName].filter(Boolean).join(', ')],
    ['Seats', String(booking.seats)],
    ['Paid', booking.totalCredits === 0 ? 'Free' : formatCredits(booking.totalCredits)],
  ];
  win.document.write(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Ticket · ${escapeHtml(booking.event.title)}</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; color: #0f172a; margin: 0; padding: 32px; }
  .ticket { max-width: 520px; margin: 0 auto; border: 2px dashed #94a3b8; border-radius: 20px; padding: 28px; text-align: center; }
  h1 { font-size: 22px; margin: 0 0 4px; }
  .code { font: 600 20px/1.2 ui-monospace, monospace; letter-spacing: .2em; margin: 8px 0 20px; }
  img { width: 300px; height: 300px; image-rendering: pixelated; }
  table { width: 100%; border-collapse: collapse; margin-top: 16px; text-align: left; }
  th, td { padding: 6px 0; border-top: 1px solid #e2e8f0; }
  th { color: #475569; font-weight: 500; width: 30%; }
  p { color: #475569; font-size: 13px; margin-top: 20px; }
</style></head><body><div class="ticket">
<h1>${escapeHtml(booking.event.title)}</h1>
<img alt="Ticket QR code" src="${escapeHtml(booking.qrCode)}">
<div class="code">${escapeHtml(booking.ticketCode)}</div>
<table>${rows.map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>
<p>Show this QR code at the entrance. One code admits everyone on the booking.</p>
</div></body></html>`);
  win.document.close();
  const img = win.document.querySelector('img');
  const go = () => {
    win.focus();
    win.print();
  };
  if (img && !img.complete) img.addEventListener('load', go, { once: true });
  else go();
  return true;
}

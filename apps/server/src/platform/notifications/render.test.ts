import { describe, expect, it } from 'vitest';
import { bookingConfirmed, PUBLIC_URL, recipient, ticket } from './render.fixtures.js';
import { renderEmail } from './render.js';

const render = (notification = bookingConfirmed(), to = recipient) =>
  renderEmail(notification, to, { publicUrl: PUBLIC_URL });

const PREFERENCES = `${PUBLIC_URL}/notifications/preferences`;
const BOOKING_LINK = `${PUBLIC_URL}/events/bookings?booking=${ticket.bookingId}`;

describe('renderEmail', () => {
  it('says every fact in the plain text', async () => {
    const { subject, text } = await render();
    expect(subject).toBe('Your ticket for Diwali Mela');
    expect(text.startsWith('Hello Asha Rao,\n\nYour booking is confirmed.\n\nSee you there!\n')).toBe(true);
    expect(text).toContain('Note:\n> Gates open at 18:00.\n> Bring an ID.');
    expect(text).toContain('Payment reference: pay_Q1w2E3r4');
    for (const fact of [
      'AB12CD',
      'Diwali Mela',
      'Evening show',
      'Palace Grounds',
      'Jayamahal Rd, Bengaluru',
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).toMatch(/When: +Saturday,? 5 December 2026, 19:00 to 22:00 India Standard Time\n/);
    expect(text).toMatch(/Seats: +2\n/);
    expect(text).toContain(`Open in EngageX: ${BOOKING_LINK}`);
    expect(text).toContain(PREFERENCES);
  });

  it('says the same facts in the HTML, with the link and the preferences page as links', async () => {
    const { html } = await render();
    expect(html).toContain('Hello Asha Rao,');
    expect(html).toContain('Gates open at 18:00.<br>Bring an ID.');
    expect(html).toContain('pay_Q1w2E3r4');
    for (const fact of [
      'AB12CD',
      'Evening show',
      'Palace Grounds',
      'Jayamahal Rd, Bengaluru',
      '19:00 to 22:00',
    ]) {
      expect(html).toContain(fact);
    }
    expect(html).toContain(`href="${BOOKING_LINK}"`);
    expect(html).toContain('>Open in EngageX</a>');
    expect(html).toContain(`href="${PREFERENCES}"`);
    // Nothing a mail client would fetch from elsewhere.
    expect(html).not.toMatch(/src="https?:|<link\b|@import|url\(/i);
  });

  it('escapes whatever users wrote: title, body, note, reference, names and ticket facts', async () => {
    const script = '<script>alert("x")</script>';
    const { html, text } = await render(
      bookingConfirmed({
        title: `Title ${script}`,
        body: `Body ${script}`,
        details: {
          ticket: {
            ...ticket,
            eventTitle: `Event ${script}`,
            code: 'A"B',
            venueName: '<img src=x onerror=alert(1)>',
          },
          note: `Note ${script}`,
          reference: `Ref ${script}`,
        },
      }),
      { name: `Asha ${script}`, email: recipient.email },
    );
    expect(html).not.toMatch(/<script|<img src=x/i);
    // Title (<title> and heading), body (preview line and paragraph), name, event, note and reference.
    expect(html.match(/&lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt;/g)?.length).toBe(8);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('alt="QR code for ticket A&quot;B"');
    // Plain text is not HTML: it says what was written.
    expect(text).toContain(`Hello Asha ${script},`);
  });

  it('attaches nothing and shows no QR code when there is no ticket', async () => {
    const email = await render(
      bookingConfirmed({ kind: 'application-status', title: 'Your application moved on', details: {} }),
    );
    expect(email.attachments).toEqual([]);
    expect(email.html).not.toContain('cid:');
    expect(email.text).not.toContain('Your ticket');
    expect(email.text).not.toMatch(/reference:/i);
  });

  it("names the organiser's or reviewer's note and the kind of reference", async () => {
    const rejected = await render(
      bookingConfirmed({ kind: 'registration-rejected', details: { note: 'The category is full.' } }),
    );
    expect(rejected.text).toContain("The organiser's note:\n> The category is full.");
    const paid = await render(
      bookingConfirmed({ kind: 'encashment-paid', details: { reference: 'UTR123456' } }),
    );
    expect(paid.text).toContain('Payout reference: UTR123456');
  });

  it('quotes a note once: not again when the body already says it', async () => {
    const said = await render(
      bookingConfirmed({
        kind: 'application-status',
        body: 'Your application moved to rejected. The reviewer wrote: "Needs more experience."',
        details: { note: 'Needs more experience.' },
      }),
    );
    expect(said.text.split('Needs more experience.')).toHaveLength(2);
    expect(said.text).not.toContain("The reviewer's note");
  });

  it('tells a receipt it is always sent, and anything else which preference sent it', async () => {
    const receipt = await render(bookingConfirmed({ kind: 'purchase-completed', details: {} }));
    const status = await render(bookingConfirmed({ kind: 'application-status', details: {} }));
    expect(receipt.text).toContain('Receipts are always sent by email');
    expect(receipt.html).toContain('Receipts are always sent by email');
    expect(status.text).not.toContain('always sent');
    expect(status.text).toContain('email for "Job application status changes" is on');
    expect(status.html).toContain('email for &quot;Job application status changes&quot; is on');
    for (const email of [receipt, status]) expect(email.text).toContain(PREFERENCES);
  });

  it('links only into the app: no button for another site, a script URL or no link', async () => {
    for (const link of ['https://evil.example.com/x', 'javascript:alert(1)', null]) {
      const { text, html } = await render(bookingConfirmed({ link, details: {} }));
      expect(text).not.toContain('Open in EngageX');
      expect(html).not.toContain('Open in EngageX');
      expect(html).not.toMatch(/evil\.example|javascript:/);
    }
  });

  it('keeps the subject to one short line', async () => {
    const { subject } = await render(
      bookingConfirmed({ title: `Refund\r\nBcc: x@example.org ${'y'.repeat(200)}` }),
    );
    expect(subject).not.toMatch(/[\r\n]/);
    expect(subject.startsWith('Refund Bcc: x@example.org')).toBe(true);
    expect(subject.length).toBe(120);
  });

  it('renders the same notification to the same email, attachments included', async () => {
    const first = await render();
    const second = await render();
    expect(second).toEqual(first);
  });
});

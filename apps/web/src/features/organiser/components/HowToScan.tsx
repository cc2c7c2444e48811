import { Info } from 'lucide-react';
import { Card } from '@/ui/Card';

/** How a ticket reaches the desk: typed, by a scanner that types it, or through the camera. */
export function HowToScan() {
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-ink">
        <Info aria-hidden className="size-4 text-ink-muted" />
        How to scan
      </h2>
      <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5 text-sm text-ink-muted">
        <li>Type the 12-character code printed under the ticket’s QR code and press Enter.</li>
        <li>
          Or use a USB or Bluetooth barcode scanner: it types the QR’s text (ENGAGEX:service:CODE) and presses
          Enter for you. The field stays ready for the next ticket.
        </li>
        <li>
          Or press Scan with camera and hold the ticket’s QR code to this device’s camera (allow the camera
          when the browser asks).
        </li>
        <li>
          Choose the event and show you are admitting: a ticket for another show or day stops with a loud
          orange warning, and is let in only if you press Admit anyway.
        </li>
      </ul>
    </Card>
  );
}

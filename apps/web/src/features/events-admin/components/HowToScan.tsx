import { Info } from 'lucide-react';
import { Card } from '@/ui/Card';

/** How a ticket reaches the field: typed, or by a scanner that types it. */
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
        <li>Scanning with this device’s camera is not available here yet.</li>
      </ul>
    </Card>
  );
}

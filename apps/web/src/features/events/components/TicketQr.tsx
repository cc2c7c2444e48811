import { QRCodeSVG } from 'qrcode.react';
import { cx } from '@/ui/cx';

/**
 * A ticket's QR code, drawn here as SVG from the text the door scans (`qrPayload`): the server sends a short
 * string instead of an image per ticket, and the code stays sharp at any size and on paper.
 */
export function TicketQr({
  payload,
  label,
  className,
}: {
  payload: string;
  label: string;
  className?: string;
}) {
  return (
    <QRCodeSVG
      value={payload}
      level="M"
      marginSize={1}
      title={label}
      role="img"
      aria-label={label}
      className={cx('h-auto', className)}
    />
  );
}

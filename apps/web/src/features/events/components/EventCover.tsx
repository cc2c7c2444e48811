import { cx } from '@/ui/cx';

/**
 * A generated cover: no external images, just the event's hue as a gradient with soft shapes. The same hue
 * always gives the same cover, so an event is recognisable across the catalogue, its page and the ticket.
 */
export function EventCover({
  hue,
  className,
  children,
}: {
  hue: number;
  className?: string;
  children?: React.ReactNode;
}) {
  const h = ((hue % 360) + 360) % 360;
  return (
    <div
      aria-hidden={children ? undefined : true}
      className={cx('relative isolate overflow-hidden', className)}
      style={{
        backgroundImage: [
          `radial-gradient(circle at 85% 15%, hsl(${(h + 40) % 360} 95% 72% / 0.85), transparent 45%)`,
          `radial-gradient(circle at 10% 90%, hsl(${(h + 320) % 360} 85% 45% / 0.9), transparent 55%)`,
          `linear-gradient(135deg, hsl(${h} 75% 52%), hsl(${(h + 25) % 360} 80% 38%))`,
        ].join(', '),
      }}
    >
      <svg
        aria-hidden
        className="pointer-events-none absolute inset-0 -z-0 h-full w-full opacity-25 mix-blend-overlay"
        preserveAspectRatio="none"
        viewBox="0 0 400 200"
      >
        <circle cx="330" cy="40" r="70" fill="white" />
        <circle cx="60" cy="190" r="90" fill="white" opacity="0.6" />
        <path d="M0 150 C 100 110, 200 190, 400 120 L400 200 L0 200 Z" fill="white" opacity="0.5" />
      </svg>
      {children}
    </div>
  );
}

import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@/ui/Button';

/**
 * One action in the row under a booking or an entry. The way out (cancel, withdraw) is the danger one and stands
 * apart at the row's end, so it is not pressed in passing.
 */
export function CardAction({
  icon: Icon,
  variant,
  onClick,
  children,
}: {
  icon: LucideIcon;
  variant?: ButtonVariant;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant={variant}
      size="sm"
      className={variant === 'danger' ? 'ml-auto' : undefined}
      onClick={onClick}
      icon={<Icon aria-hidden className="size-4" />}
    >
      {children}
    </Button>
  );
}

import { PALETTES, type Palette as PaletteName } from '@engagex/contracts';
import {
  CalendarDays,
  Clapperboard,
  Languages,
  LayoutGrid,
  type LucideIcon,
  Megaphone,
  Mic,
  Palette,
  PenLine,
  ShoppingBag,
  UserRound,
} from 'lucide-react';
import { cx } from '@/ui/cx';

/** The catalogue's icon names (the modules feature has its own copy: features do not import each other). */
const ICONS: Record<string, LucideIcon> = {
  'calendar-days': CalendarDays,
  clapperboard: Clapperboard,
  'pen-line': PenLine,
  palette: Palette,
  mic: Mic,
  megaphone: Megaphone,
  'user-round': UserRound,
  languages: Languages,
  'shopping-bag': ShoppingBag,
};

const paletteOf = (color: string): PaletteName =>
  (PALETTES as readonly string[]).includes(color) ? (color as PaletteName) : 'gray';

/** A module's icon on a tile of its colour; decorative (its title is always beside it). */
export function ModuleGlyph({
  icon,
  color,
  size = 'md',
}: {
  icon: string;
  color: string;
  size?: 'md' | 'lg';
}) {
  const Icon = ICONS[icon.trim().toLowerCase()] ?? LayoutGrid;
  return (
    <span
      aria-hidden
      data-palette={paletteOf(color.trim().toLowerCase())}
      className={cx(
        'inline-flex shrink-0 items-center justify-center bg-tone-soft text-tone-fg',
        size === 'lg' ? 'size-14 rounded-2xl' : 'size-11 rounded-xl',
      )}
    >
      <Icon className={size === 'lg' ? 'size-7' : 'size-5.5'} />
    </span>
  );
}

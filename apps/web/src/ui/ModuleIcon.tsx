import { PALETTES, type Palette as PaletteName, type TModule } from '@engagex/contracts';
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
import { cx } from './cx';

const isPalette = (value: string): value is PaletteName => (PALETTES as readonly string[]).includes(value);

/** A module's colour is one of the eight palettes (whose text pairs are contrast-checked); anything else is gray. */
export function modulePalette(color: string): PaletteName {
  const name = color.trim().toLowerCase();
  return isPalette(name) ? name : 'gray';
}

/** Only the icons the catalogue names are bundled; an unknown name falls back by module id, then to a grid. */
const byIconName: Record<string, LucideIcon> = {
  'calendar-days': CalendarDays,
  calendar: CalendarDays,
  clapperboard: Clapperboard,
  video: Clapperboard,
  'pen-line': PenLine,
  pen: PenLine,
  palette: Palette,
  mic: Mic,
  megaphone: Megaphone,
  'user-round': UserRound,
  user: UserRound,
  languages: Languages,
  'shopping-bag': ShoppingBag,
};

const byModuleId: Record<string, LucideIcon> = {
  events: CalendarDays,
  'ai-video-generator': Clapperboard,
  'blog-writer': PenLine,
  'ai-art': Palette,
  voiceover: Mic,
  'ad-copy': Megaphone,
  'ai-avatar': UserRound,
  'audio-translator': Languages,
  'e-commerce': ShoppingBag,
};

export function moduleIconComponent(module: Pick<TModule, 'id' | 'icon'>): LucideIcon {
  return byIconName[module.icon.trim().toLowerCase()] ?? byModuleId[module.id] ?? LayoutGrid;
}

/** A module's icon on a tile of its colour, wherever modules are shown; decorative (the title is always next to it). */
export function ModuleIcon({
  module,
  size = 'md',
  className,
}: {
  module: Pick<TModule, 'id' | 'icon' | 'color'>;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const Icon = moduleIconComponent(module);
  const palette: PaletteName = modulePalette(module.color);
  const box = { sm: 'size-8 rounded-lg', md: 'size-11 rounded-xl', lg: 'size-16 rounded-2xl' }[size];
  const glyph = { sm: 'size-4', md: 'size-5.5', lg: 'size-8' }[size];
  return (
    <span
      aria-hidden
      data-palette={palette}
      className={cx(
        'inline-flex shrink-0 items-center justify-center bg-tone-soft text-tone-fg',
        box,
        className,
      )}
    >
      <Icon className={glyph} />
    </span>
  );
}

import { Moon, Sun } from 'lucide-react';
import { toggleTheme, useTheme } from '@/lib/theme';
import { IconButton } from './Button';
import { t } from './messages';

/** Named "Toggle theme" wherever it appears; the tooltip says which theme a click gives. */
export function ThemeToggle({ className }: { className?: string }) {
  const theme = useTheme();
  return (
    <IconButton
      label={t('theme.toggle')}
      tooltip={theme === 'dark' ? t('theme.toLight') : t('theme.toDark')}
      onClick={() => toggleTheme()}
      className={className}
    >
      {theme === 'dark' ? <Sun aria-hidden className="size-5" /> : <Moon aria-hidden className="size-5" />}
    </IconButton>
  );
}

import { Moon, Sun } from 'lucide-react';
import { toggleTheme, useTheme } from '@/lib/theme';
import { IconButton } from './Button';

/** Named "Toggle theme" wherever it appears; the tooltip says which theme a click gives. */
export function ThemeToggle({ className }: { className?: string }) {
  const theme = useTheme();
  return (
    <IconButton
      label="Toggle theme"
      tooltip={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
      onClick={() => toggleTheme()}
      className={className}
    >
      {theme === 'dark' ? <Sun aria-hidden className="size-5" /> : <Moon aria-hidden className="size-5" />}
    </IconButton>
  );
}

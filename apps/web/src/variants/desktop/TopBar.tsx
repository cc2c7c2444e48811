import { PanelLeft } from 'lucide-react';
import { AccountMenu } from '@/features/auth/components/AccountMenu';
import { BalanceChip } from '@/features/credits/components/BalanceChip';
import { LocationChip } from '@/features/location/components/LocationChip';
import { NotificationBell } from '@/features/notifications/components/NotificationBell';
import { IconButton } from '@/ui/Button';
import { LanguageButton } from '@/ui/LanguageSwitch';
import { ThemeToggle } from '@/ui/ThemeToggle';
import { useCurrentPageTitle } from '../common/page-title';
import { t } from '../messages';
import { SIDEBAR_ID } from './Sidebar';

export function TopBar({
  sidebarOpen,
  onToggleSidebar,
}: {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}) {
  const title = useCurrentPageTitle();
  return (
    <header className="sticky top-0 z-20 flex h-16 print:hidden shrink-0 items-center gap-3 border-b border-line bg-surface/85 px-4 backdrop-blur-md sm:px-6">
      <IconButton
        label={t('sidebar.toggle')}
        tooltip={sidebarOpen ? t('sidebar.collapse') : t('sidebar.expand')}
        aria-expanded={sidebarOpen}
        aria-controls={SIDEBAR_ID}
        onClick={onToggleSidebar}
        className="-ml-2"
      >
        <PanelLeft aria-hidden className="size-5" />
      </IconButton>
      <p className="min-w-0 flex-1 truncate text-sm font-semibold text-ink">{title}</p>
      <div className="flex items-center gap-1.5">
        <LocationChip variant="short" className="max-w-56" />
        <BalanceChip className="mr-1" />
        <NotificationBell />
        <LanguageButton />
        <ThemeToggle />
        <span aria-hidden className="mx-1 h-6 w-px bg-line" />
        <AccountMenu />
      </div>
    </header>
  );
}

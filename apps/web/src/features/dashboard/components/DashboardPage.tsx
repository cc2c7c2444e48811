import { FavoritesBar } from '@/features/favorites/components/FavoritesBar';
import { FavoritesSettingsHost } from '@/features/favorites/components/FavoritesSettingsHost';
import { LocationChip } from '@/features/location/components/LocationChip';
import { ReferralCard } from '@/features/referrals/components/ReferralCard';
import { useCurrentUser } from '@/lib/account';
import { useDeviceType } from '@/lib/device-variant';
import { cx } from '@/ui/cx';
import { t } from '../messages';
import { DashboardHero } from './DashboardHero';
import { DashboardStats } from './DashboardStats';
import { favoriteIcon, ModuleGrid } from './ModuleGrid';
import { RecentActivity } from './RecentActivity';

/** Module cards a phone shows before "Show all": with the rest folded, the page stays within two screens. */
const PHONE_MODULE_CARDS = 2;

/**
 * The dashboard (docs/product.md §2): stats, favorites, the module grid and recent activity, each from its feature.
 * Favorites show above or below the grid as the user's setting says (each bar renders only in its place).
 * On a phone what lies below the first screen folds (it was 4,000 px long at 390 px): the counts and
 * the recent activity open on request, and the grid shows its first cards with "Show all".
 */
export function DashboardPage() {
  const { data: user } = useCurrentUser();
  const phone = useDeviceType() === 'mobile';
  return (
    <div className={cx('mx-auto flex w-full max-w-7xl flex-col', phone ? 'gap-6' : 'gap-8')}>
      <title>{t('title')}</title>
      <DashboardHero name={user?.name} memberSince={user?.memberSince}>
        <LocationChip tone="inverse" />
      </DashboardHero>
      <DashboardStats folded={phone} />
      <ReferralCard />
      <FavoritesBar placement="top" renderIcon={favoriteIcon} />
      <ModuleGrid firstOnly={phone ? PHONE_MODULE_CARDS : undefined} />
      <FavoritesBar placement="bottom" renderIcon={favoriteIcon} />
      <RecentActivity folded={phone} />
      <FavoritesSettingsHost renderIcon={favoriteIcon} />
    </div>
  );
}

import { DashboardHero } from '@/features/dashboard/components/DashboardHero';
import { DashboardStats } from '@/features/dashboard/components/DashboardStats';
import { RecentActivity } from '@/features/dashboard/components/RecentActivity';
import { FavoritesBar } from '@/features/favorites/components/FavoritesBar';
import { FavoritesSettingsHost } from '@/features/favorites/components/FavoritesSettingsHost';
import { LocationChip } from '@/features/location/components/LocationChip';
import { ReferralCard } from '@/features/referrals/components/ReferralCard';
import { useCurrentUser } from '@/lib/account';
import { favoriteIcon, ModuleGrid } from './home/ModuleGrid';

/**
 * The dashboard (docs/product.md §2): stats, favorites, the module grid and recent activity, each from its feature.
 * Favorites show above or below the grid as the user's setting says (each bar renders only in its place).
 */
export function HomePage() {
  const { data: user } = useCurrentUser();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8">
      <title>Dashboard · EngageX</title>
      <DashboardHero name={user?.name} memberSince={user?.memberSince}>
        <LocationChip tone="inverse" />
      </DashboardHero>
      <DashboardStats />
      <ReferralCard />
      <FavoritesBar placement="top" renderIcon={favoriteIcon} />
      <ModuleGrid />
      <FavoritesBar placement="bottom" renderIcon={favoriteIcon} />
      <RecentActivity />
      <FavoritesSettingsHost renderIcon={favoriteIcon} />
    </div>
  );
}

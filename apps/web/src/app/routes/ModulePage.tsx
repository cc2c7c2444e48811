import { useQueryClient } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { invalidateWallet } from '@/features/credits/api/keys';
import { FavoriteToggle } from '@/features/favorites/components/FavoriteToggle';
import { ModulePage } from '@/features/modules/components/ModulePage';
import type { ModuleRouteData } from '@/features/modules/module-loader';

/**
 * A module's page (the module comes from moduleRouteLoader), with the favorite toggle, and the user's balance for
 * backing; what shows a balance refreshes after credits were spent.
 */
export function ModuleRoute() {
  const { moduleId } = useLoaderData<ModuleRouteData>();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  return (
    <ModulePage
      moduleId={moduleId}
      headerAction={(module) => <FavoriteToggle module={module} labelled />}
      creditBalance={user?.creditBalance}
      onCreditsSpent={() => void invalidateWallet(queryClient)}
    />
  );
}

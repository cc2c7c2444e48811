import { useQueryClient } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { FavoriteToggle } from '@/features/favorites/components/FavoriteToggle';
import { hasRole, invalidateWallet, useCurrentUser } from '@/lib/account';
import type { ModuleRouteData } from '../module-loader';
import { ModulePage } from './ModulePage';

/**
 * A module's page (the module comes from moduleRouteLoader), with the favorite toggle, and the user's balance for
 * backing; what shows a balance refreshes after credits were spent. Admins may launch an upcoming module.
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
      canLaunch={hasRole(user, 'admin')}
    />
  );
}

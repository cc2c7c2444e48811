import type { TAdminUserDetail, TGrantableRole } from '@engagex/contracts';
import { FormAlert } from '@/ui/fields';
import { Switch } from '@/ui/Switch';
import { toast } from '@/ui/toast';
import { useSetRole } from '../api/set-role';
import { GRANTABLE_ROLES, isConfiguredRole, roleHint, roleLabel } from '../format';
import { t } from '../messages';
import { Panel } from './Panel';

/**
 * Every role an admin can grant, as a switch. A role that comes from the configuration (an email domain,
 * ADMIN_EMAILS, PAYOUT_EMAILS) shows on and locked: only the configuration can take it away (decision 008).
 */
export function RolesPanel({ user }: { user: TAdminUserDetail['user'] }) {
  const setRole = useSetRole();
  // The change on its way shows at once; the switch is marked busy until the page is read again.
  const pending = setRole.isPending ? setRole.variables : undefined;
  const pendingRole = pending?.role ?? null;

  const change = (role: TGrantableRole, granted: boolean) =>
    setRole.mutate(
      { userId: user.id, role, granted },
      {
        onSuccess: () =>
          toast({
            title: () => t(granted ? 'roles.granted' : 'roles.revoked', { role: roleLabel(role) }),
            description: () => user.name,
            variant: 'success',
          }),
      },
    );

  return (
    <Panel title={t('roles.heading')}>
      <p className="text-sm text-ink-muted">{t('roles.intro')}</p>
      <div className="divide-y divide-line">
        {GRANTABLE_ROLES.map((role) => {
          const configured = isConfiguredRole(user, role);
          return (
            <Switch
              key={role}
              label={roleLabel(role)}
              hint={configured ? t('roles.configured', { hint: roleHint(role) }) : roleHint(role)}
              checked={pending?.role === role ? pending.granted : user.roles.includes(role)}
              locked={configured || (setRole.isPending && pendingRole !== role)}
              busy={pendingRole === role}
              onChange={(on) => {
                if (!setRole.isPending) change(role, on);
              }}
            />
          );
        })}
      </div>
      {setRole.isError && <FormAlert>{setRole.error.message}</FormAlert>}
    </Panel>
  );
}

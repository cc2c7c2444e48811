import type { TAdminUserDetail, TGrantableRole } from '@engagex/contracts';
import { FormAlert } from '@/ui/fields';
import { Switch } from '@/ui/Switch';
import { toast } from '@/ui/toast';
import { useSetRole } from '../api/set-role';
import { GRANTABLE_ROLES, isConfiguredRole, ROLE_HINTS, ROLE_LABELS } from '../format';
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
            title: granted ? `${ROLE_LABELS[role]} role granted` : `${ROLE_LABELS[role]} role revoked`,
            description: user.name,
            variant: 'success',
          }),
      },
    );

  return (
    <Panel title="Roles">
      <p className="text-sm text-ink-muted">Changes apply on the person’s next request.</p>
      <div className="divide-y divide-line">
        {GRANTABLE_ROLES.map((role) => {
          const configured = isConfiguredRole(user, role);
          return (
            <Switch
              key={role}
              label={ROLE_LABELS[role]}
              hint={
                configured
                  ? `From configuration; cannot be revoked here. ${ROLE_HINTS[role]}`
                  : ROLE_HINTS[role]
              }
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

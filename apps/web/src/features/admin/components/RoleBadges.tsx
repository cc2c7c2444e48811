import type { TRole } from '@engagex/contracts';
import { Badge } from '@/ui/Badge';
import { ROLE_TONES, roleLabel } from '../format';
import { t } from '../messages';

/** A person's roles besides `user` (everyone's), and whether they are suspended. */
export function RoleBadges({ roles, suspended }: { roles: readonly TRole[]; suspended: boolean }) {
  const shown = roles.filter((role) => role !== 'user');
  if (shown.length === 0 && !suspended) return null;
  return (
    <ul aria-label={t('roles.label')} className="flex flex-wrap gap-1.5">
      {suspended && (
        <li>
          <Badge tone="red" dot>
            {t('roles.suspended')}
          </Badge>
        </li>
      )}
      {shown.map((role) => (
        <li key={role}>
          <Badge tone={ROLE_TONES[role]}>{roleLabel(role)}</Badge>
        </li>
      ))}
    </ul>
  );
}

import type { TRole } from '@engagex/contracts';
import { Badge } from '@/ui/Badge';
import { ROLE_LABELS, ROLE_TONES } from '../format';

/** A person's roles besides `user` (everyone's), and whether they are suspended. */
export function RoleBadges({ roles, suspended }: { roles: readonly TRole[]; suspended: boolean }) {
  const shown = roles.filter((role) => role !== 'user');
  if (shown.length === 0 && !suspended) return null;
  return (
    <ul aria-label="Roles" className="flex flex-wrap gap-1.5">
      {suspended && (
        <li>
          <Badge tone="red" dot>
            Suspended
          </Badge>
        </li>
      )}
      {shown.map((role) => (
        <li key={role}>
          <Badge tone={ROLE_TONES[role]}>{ROLE_LABELS[role]}</Badge>
        </li>
      ))}
    </ul>
  );
}

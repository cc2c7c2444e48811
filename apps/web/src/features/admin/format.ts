import {
  browserAndSystem,
  type Palette,
  type TAuditAction,
  type TGrantableRole,
  type TRole,
} from '@engagex/contracts';
import { formatMoment } from '@/lib/time';
import { t } from './messages';

/** A role's name, in the reader's language. */
export const roleLabel = (role: TRole): string => t(`role.${role}`);

/** Listed in the order an admin reads them: the wider a role's reach, the later. */
export const GRANTABLE_ROLES: readonly TGrantableRole[] = ['employee', 'organiser', 'admin', 'payout'];

/** What a role lets its holder do. */
export const roleHint = (role: TGrantableRole): string => t(`roleHint.${role}`);

export const ROLE_TONES: Record<TRole, Palette> = {
  user: 'gray',
  employee: 'blue',
  organiser: 'green',
  admin: 'purple',
  payout: 'orange',
};

/** What an audit entry's action did, as a past-tense label. */
export const auditActionLabel = (action: TAuditAction): string => t(`action.${action}`);

/**
 * Whether the configuration (email domain, ADMIN_EMAILS…) gives a role, granted as well or not: the server says
 * so, since a grant can repeat a configured role and revoking it would leave the role where it was.
 */
export const isConfiguredRole = (
  user: { configuredRoles: readonly TGrantableRole[] },
  role: TGrantableRole,
): boolean => user.configuredRoles.includes(role);

/** Why the console offers no way to lock a configured admin out: they are the way in that always stays (decision 050). */
export const configuredAdminNote = (panel: 'standing' | 'sessions'): string => t(`configured.${panel}`);

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const valueText = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? t('value.none') : value.map(valueText).join(', ');
  if (typeof value === 'boolean') return value ? t('value.yes') : t('value.no');
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'string' && ISO_MOMENT.test(value)) return formatMoment(value, 'stamp');
  return String(value);
};

/** `grantedRoles` → "granted roles": the server's field names, read as words. */
const words = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/**
 * What an audit entry changed, one line per field: "roles: user → user, organiser" where it changed, "amount: 100"
 * where only the after state names it. The server keeps whatever state each action touched, so this reads any
 * shape rather than knowing each action's.
 */
export function changeLines(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.flatMap((key) => {
    const was = valueText(before?.[key]);
    const now = valueText(after?.[key]);
    if (!before || !(key in before)) return [`${words(key)}: ${now}`];
    if (!after || !(key in after)) return [`${words(key)}: ${was} → —`];
    return was === now ? [] : [`${words(key)}: ${was} → ${now}`];
  });
}

/** "Chrome on Android" from a browser's user agent; the raw text when neither part is recognised. */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return t('device.unknown');
  const { browser, system } = browserAndSystem(userAgent);
  if (browser && system) return t('device.on', { browser, system });
  return browser ?? system ?? userAgent;
}

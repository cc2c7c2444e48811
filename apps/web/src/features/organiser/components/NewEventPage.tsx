import { realmSearch } from '@/lib/realm';
import { BackLink } from '@/ui/BackLink';
import { Card } from '@/ui/Card';
import { t } from '../messages';
import { realmKey, realmName } from '../realm-name';
import { useRealm } from '../use-realm';
import { EventForm } from './EventForm';
import { ADMIN_BASE, AdminPageHeader } from './EventsAdminLayout';

/** /events/admin/new */
export function NewEventPage() {
  const [realm] = useRealm();
  return (
    <div className="flex flex-col gap-6">
      <title>{t('newEvent.pageTitle', { realm: realmName(realm) })}</title>
      <BackLink to={`${ADMIN_BASE}${realmSearch(realm)}`} className="-mb-3">
        {t('realm.all', { realm: realmKey(realm) })}
      </BackLink>
      <AdminPageHeader title={t('newEvent.title')} description={t('newEvent.description')} />
      <Card className="p-4 sm:p-6">
        {/* A realm switch starts a new form: districts, venues and parents are the other service's. */}
        <EventForm key={realm} realm={realm} />
      </Card>
    </div>
  );
}

import { REALM_NAME, realmSearch } from '@/lib/realm';
import { BackLink } from '@/ui/BackLink';
import { Card } from '@/ui/Card';
import { useRealm } from '../use-realm';
import { EventForm } from './EventForm';
import { ADMIN_BASE, AdminPageHeader } from './EventsAdminLayout';

/** /events/admin/new */
export function NewEventPage() {
  const [realm] = useRealm();
  return (
    <div className="flex flex-col gap-6">
      <title>{`New event · Organiser · ${REALM_NAME[realm]} · EngageX`}</title>
      <BackLink to={`${ADMIN_BASE}${realmSearch(realm)}`} className="-mb-3">
        {`All ${REALM_NAME[realm].toLowerCase()}`}
      </BackLink>
      <AdminPageHeader
        title="New event"
        description="Describe it, place it and price it. You add its time slots on the next page."
      />
      <Card className="p-4 sm:p-6">
        {/* A realm switch starts a new form: districts, venues and parents are the other service's. */}
        <EventForm key={realm} realm={realm} />
      </Card>
    </div>
  );
}

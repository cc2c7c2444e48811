import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/ui/Card';
import { REALM_LABELS, realmSearch, useRealm } from '../realm';
import { EventForm } from './EventForm';
import { ADMIN_BASE, AdminPageHeader } from './EventsAdminLayout';

/** /events/admin/new */
export function NewEventPage() {
  const [realm] = useRealm();
  return (
    <div className="flex flex-col gap-6">
      <title>{`New event · Organiser · ${REALM_LABELS[realm]} · EngageX`}</title>
      <BackLink
        to={`${ADMIN_BASE}${realmSearch(realm)}`}
        label={`All ${REALM_LABELS[realm].toLowerCase()}`}
      />
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

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="-mb-3 inline-flex items-center gap-1.5 self-start rounded-lg text-sm font-medium text-link hover:underline focus-visible:outline-2 focus-visible:outline-focus"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {label}
    </Link>
  );
}

import type { TJobOpening } from '@engagex/contracts';
import { useNavigate } from 'react-router';
import { hasRole, useCurrentUser } from '@/lib/account';
import { BackLink } from '@/ui/BackLink';
import { Card } from '@/ui/Card';
import { toast } from '@/ui/toast';
import { JobsHeader } from '../components/JobsHeader';
import { t } from '../messages';
import { AdminsOnly } from './AdminsOnly';
import { OpeningForm } from './OpeningForm';

/** /jobs/admin/openings/new: admins post an opening, then land on its page. */
export function NewOpeningPage() {
  const { data: viewer } = useCurrentUser();
  const navigate = useNavigate();
  if (viewer && !hasRole(viewer, 'admin')) return <AdminsOnly email={viewer.email} />;

  const onCreated = (opening: TJobOpening) => {
    toast({ title: () => t('new.posted'), description: () => opening.title, variant: 'success' });
    void navigate(`/jobs/openings/${opening.id}`);
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <title>{t('new.pageTitle')}</title>
      <BackLink to="/jobs">{t('new.back')}</BackLink>
      <JobsHeader title={t('new.title')} description={t('new.description')} />
      <Card className="p-5 sm:p-6">
        <OpeningForm onCreated={onCreated} />
      </Card>
    </div>
  );
}

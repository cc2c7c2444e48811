import { useParams } from 'react-router';
import { InvoicePage } from '@/features/invoices/components/InvoicePage';
import { t } from '../messages';

/**
 * /jobs/applications/:applicationId/invoice: the invoices feature's page (decision 079) for an application's fee,
 * with the way back to the application. Changes when the way back does.
 */
export function ApplicationInvoicePage() {
  const { applicationId = '' } = useParams();
  return (
    <InvoicePage
      key={applicationId}
      subject={{ of: 'application', id: applicationId }}
      back={{ to: `/jobs/applications/${applicationId}`, label: t('invoices.back') }}
    />
  );
}

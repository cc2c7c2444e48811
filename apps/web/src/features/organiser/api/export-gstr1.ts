import type { TGstr1Query } from '@engagex/contracts';
import { organiserInvoicesApi } from '@engagex/contracts/api/invoices';
import { download } from '@/lib/download';

/** Saves one GSTR-1 table of a month as the CSV the accountant loads (decision 079); resolves with its name. */
export const exportGstr1 = (query: TGstr1Query) => download(organiserInvoicesApi.gstr1, { query });

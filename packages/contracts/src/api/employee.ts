import { defineApi } from './define.js';
import type { employeeSchemas } from './employee.schemas.js';

/**
 * Employee management (docs/product.md §7, "Employee management"): encashment for employees, its review queue
 * for admins, the full payout destination for payout admins only (decision 008), and referral guidance.
 */
export const employeeApi = defineApi<typeof employeeSchemas>()(
  'employee',
  'employee',
  () => import('./employee.schemas.js').then((m) => m.employeeSchemas),
  {
    encashmentConfig: { method: 'GET', path: '/encashment/config', access: 'employee' },
    validateEncashment: { method: 'POST', path: '/encashment/validate', access: 'employee' },
    requestEncashment: { method: 'POST', path: '/encashment/requests', access: 'employee', status: 201 },
    listEncashments: { method: 'GET', path: '/encashment/requests', access: 'employee' },
    getEncashment: { method: 'GET', path: '/encashment/requests/:id', access: 'employee' },
    cancelEncashment: { method: 'DELETE', path: '/encashment/requests/:id', access: 'employee' },
    encashmentQueue: { method: 'GET', path: '/encashment/admin/requests', access: 'admin' },
    approveEncashment: { method: 'POST', path: '/encashment/requests/:id/approve', access: 'admin' },
    rejectEncashment: { method: 'POST', path: '/encashment/requests/:id/reject', access: 'admin' },
    markEncashmentPaid: { method: 'POST', path: '/encashment/requests/:id/mark-paid', access: 'admin' },
    // POST, not GET: a reveal writes its audit row, and a read never writes.
    revealPayout: { method: 'POST', path: '/encashment/requests/:id/payout-destination', access: 'payout' },
    referralModules: { method: 'GET', path: '/referral/modules', access: 'employee' },
    referralGuidance: { method: 'GET', path: '/referral/modules/:id/guidance', access: 'employee' },
    referralSummary: { method: 'GET', path: '/referral/summary', access: 'employee' },
    /** The review queue as a CSV file, with its filters; payout destinations masked as in the queue (docs/product.md "Exports"). */
    exportEncashmentQueue: {
      method: 'GET',
      path: '/exports/encashment-requests',
      access: 'admin',
      file: 'text/csv',
    },
  },
);

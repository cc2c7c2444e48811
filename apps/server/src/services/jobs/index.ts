// What other services may use of jobs, on purpose (apps/server/src/architecture.test.ts): the admin console reads
// a person's applications (services/main/admin, decision 043). The service itself is routes.ts, which app.ts mounts.
export { listApplications } from './application-reads.js';

/**
 * The jobs set-up the server tests share (decision 064): an opening an admin creates through the endpoint table.
 * Changes when an opening's form changes.
 */
import type { TJobCategory } from '@engagex/contracts';
import { jobsApi } from '@engagex/contracts/api/jobs';
import { inject } from './api.js';
import type { Injector, Session } from './harness.js';

/**
 * Creates an open opening as `admin` and answers it: one question, closing `closesInDays` from today. Throws
 * unless it was created: a test's set-up must not silently make nothing.
 */
export async function createOpening(
  app: Injector,
  admin: Session,
  {
    category,
    title = `Opening ${Math.random().toString(36).slice(2, 7)}`,
    closesInDays = 10,
  }: { category: TJobCategory; title?: string; closesInDays?: number },
) {
  const created = await inject(app, jobsApi.createOpening, {
    session: admin,
    body: {
      title,
      department: 'Engineering',
      location: 'Pune',
      category,
      description: 'A role created by the test suite with a long enough description.',
      closesOn: new Date(Date.now() + closesInDays * 86_400_000).toISOString().slice(0, 10),
      questions: ['Why us?'],
    },
  });
  if (created.statusCode !== 201) throw new Error(`creating an opening failed: ${created.body}`);
  return created.data();
}

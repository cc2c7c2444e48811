import { JOB_FEE_CREDITS, type TJobCategory } from '@engagex/contracts';
import type { Executor } from '../platform/db/transaction.js';

const OPENINGS: {
  title: string;
  department: string;
  location: string;
  category: TJobCategory;
  days: number;
  description: string;
  questions: string[];
}[] = [
  {
    title: 'Senior Backend Engineer, Payments',
    department: 'Engineering',
    location: 'Bengaluru (hybrid)',
    category: 'engineering',
    days: 30,
    description:
      'Own the credit ledger and the payment gateways: idempotent APIs, PostgreSQL, Node.js and TypeScript. You will design for money that never goes missing.',
    questions: ['Tell us about a concurrency bug you found and fixed.'],
  },
  {
    title: 'Product Designer, Events',
    department: 'Design',
    location: 'Mumbai',
    category: 'design',
    days: 21,
    description:
      'Design the booking journey millions of people use to find events near them, from discovery to the ticket on their phone.',
    questions: ['Link a case study you are proud of and say what you would change now.'],
  },
  {
    title: 'Community Marketing Lead',
    department: 'Marketing',
    location: 'Remote (India)',
    category: 'marketing',
    days: 14,
    description:
      'Grow the referral programme and the cultural competitions community across states and languages.',
    questions: [],
  },
  {
    title: 'Operations Intern, Events',
    department: 'Operations',
    location: 'Pune',
    category: 'internship',
    days: 10,
    description:
      'Work with organisers on venues, slots and check-in for our largest events. A six-month paid internship.',
    questions: ['Which event did you last attend, and what would you improve about its entry?'],
  },
];

export async function seedDemoJobs(trx: Executor) {
  for (const opening of OPENINGS) {
    await trx
      .insertInto('job_openings')
      .values({
        title: opening.title,
        department: opening.department,
        location: opening.location,
        category: opening.category,
        description: opening.description,
        questions: opening.questions,
        closes_on: new Date(Date.now() + opening.days * 86_400_000).toISOString().slice(0, 10),
        fee_credits: JOB_FEE_CREDITS[opening.category],
      })
      .execute();
  }
}

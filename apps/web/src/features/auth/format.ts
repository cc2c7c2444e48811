export { formatCredits } from '@/lib/format';

export function formatMemberSince(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' }).format(date);
}

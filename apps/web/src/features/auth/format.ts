const credits = new Intl.NumberFormat(undefined);

export const formatCredits = (value: number): string =>
  `${credits.format(value)} ${value === 1 ? 'credit' : 'credits'}`;

export function formatMemberSince(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' }).format(date);
}

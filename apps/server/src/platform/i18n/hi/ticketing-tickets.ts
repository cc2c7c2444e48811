/**
 * Hindi for the sentences of ticketing's tickets (decision 078). Changes when one of those sentences is added or
 * reworded.
 */
export const ticketingTickets: Record<string, string> = {};

/**
 * Hindi for the sentences of ticketing's exports (decision 078). Changes when one of those sentences is added or
 * reworded.
 */
export const ticketingExports: Record<string, string> = {};

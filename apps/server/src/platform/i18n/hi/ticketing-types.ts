/**
 * Hindi for the sentences of ticketing's types (decision 078). Changes when one of those sentences is added or
 * reworded.
 */
export const ticketingTypes: Record<string, string> = {};

/** Every record id the API takes is a UUID; a path naming anything else names nothing (show not-found, ask nothing). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isRecordId = (value: string | undefined): value is string => Boolean(value && UUID.test(value));

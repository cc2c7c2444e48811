/*
 * Times of day as the portal reads and writes them (decision 068): a person types "19:30", "7:30 pm", "7.30pm" or
 * "7 pm" and sees it back the way their locale tells the hours, "7:30 pm" on a 12-hour clock, "19:30" on a 24-hour
 * one. Forms keep a time as 'HH:mm' (24-hour, what a wall-clock value 'YYYY-MM-DDTHH:mm' holds); this file turns
 * one into the other. It changes when the portal learns another way of writing a time (the Hindi catalogue).
 */

export type HourCycle = 12 | 24;

const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:mm' for a time that exists on a clock (00:00 to 23:59). */
export const isTimeValue = (value: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/**
 * A time as a person types it: 24-hour with a colon or a dot ("19:30", "19.30", "0930" is not taken), or 12-hour
 * with am or pm ("7:30 pm", "7.30pm", "7 PM", "7:30 p.m."). A bare hour without am or pm ("7") is no time: it
 * could be morning or evening. Null when it is no time.
 */
export function readTimeText(text: string): string | null {
  const plain = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const match = /^(\d{1,2})(?:\s?[:.]\s?(\d{2}))?\s?(?:([ap])\.?\s?m\.?)?$/.exec(plain);
  if (!match) return null;
  const [, hourText, minuteText, half] = match;
  const hour = Number(hourText);
  const minute = minuteText === undefined ? 0 : Number(minuteText);
  if (minute > 59) return null;
  if (half) {
    if (hour < 1 || hour > 12) return null;
    return `${pad((hour % 12) + (half === 'p' ? 12 : 0))}:${pad(minute)}`;
  }
  if (minuteText === undefined || hour > 23) return null;
  return `${pad(hour)}:${pad(minute)}`;
}

/** 'HH:mm' as the reader's clock writes it: "7:30 pm" (12-hour), "19:30" (24-hour); anything else as it is. */
export function writeTimeText(value: string, cycle: HourCycle): string {
  if (!isTimeValue(value)) return value;
  const [hour, minute] = value.split(':').map(Number) as [number, number];
  if (cycle === 24) return value;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${pad(minute)} ${hour < 12 ? 'am' : 'pm'}`;
}

/** The value a time field hands on for its text: 'HH:mm', '' when empty, else the text for a form to refuse. */
export function timeValueOf(text: string): string {
  if (text.trim() === '') return '';
  return readTimeText(text) ?? text.trim();
}

/**
 * Whether the reader's locale tells the hours on a 12-hour clock (en-US, en-IN) or a 24-hour one (en-GB, de):
 * the one thing of their locale a time field follows; the words are the portal's ("pm", as India writes it).
 */
export function readerHourCycle(locale?: string): HourCycle {
  const cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
  return cycle === 'h11' || cycle === 'h12' ? 12 : 24;
}

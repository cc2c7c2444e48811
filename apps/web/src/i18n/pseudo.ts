/**
 * The pseudo-language (decision 075): every catalogue letter swapped for an accented look-alike and each message
 * bracketed, so a screen read in it shows at a glance, and to a test, which text did not come from a catalogue.
 * Changes when compiled messages change shape.
 */
import type { Messages } from '@lingui/core';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const MARKED = 'àƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇÐÉƑĜĤÎĴĶĻMÑÖÞǪŔŠŢÛṼŴẊÝŽ';

/** Letters outside `<tags>` (rich-text markers) are swapped; `#` and placeholders stay as they are. */
export function pseudoText(text: string): string {
  return text
    .split(/(<\/?[a-z]+>)/)
    .map((part, index) =>
      index % 2 === 1 ? part : part.replace(/[a-zA-Z]/g, (letter) => MARKED[PLAIN.indexOf(letter)] ?? letter),
    )
    .join('');
}

type Compiled = string | Compiled[] | { [branch: string]: Compiled } | undefined;

function mark(message: Compiled, inPlaceholder = false): Compiled {
  if (typeof message === 'string') return inPlaceholder ? message : pseudoText(message);
  if (Array.isArray(message)) {
    // A placeholder is [name, type?, branches?]: its name and type stay; its branches are messages.
    if (inPlaceholder)
      return message.map((part, index) => (index === 2 && typeof part === 'object' ? mark(part) : part));
    return message.map((part) => (Array.isArray(part) ? mark(part, true) : mark(part)));
  }
  if (message && typeof message === 'object')
    return Object.fromEntries(Object.entries(message).map(([branch, text]) => [branch, mark(text)]));
  return message;
}

export function pseudoMessages(english: Messages): Messages {
  return Object.fromEntries(
    Object.entries(english).map(([id, message]) => {
      const marked = mark(message as Compiled);
      return [id, ['⟦', ...(Array.isArray(marked) ? marked : [marked]), '⟧']];
    }),
  ) as Messages;
}

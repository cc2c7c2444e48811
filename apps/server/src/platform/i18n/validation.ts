/**
 * A refused field's message in plain words (decision 077): a contract's own sentence ('Not an event id') as the
 * catalogues translate it, and zod's generic ones ("Too small: expected string to have >=3 characters") reworded
 * from the issue's facts, in the words the web app's forms use (apps/web/src/lib/form.ts). Changes when a zod
 * issue kind is reworded.
 */
import { CATALOGUES } from './catalogues.js';
import { msg, type Said, say } from './say.js';

/** What fastify-type-provider-zod keeps of a zod issue: its code as `keyword`, the rest as `params`. */
export type ValidationIssue = { keyword: string; message?: string; params: Record<string, unknown> };

const known = (message: string) =>
  Object.values(CATALOGUES).some((catalogue) => Object.hasOwn(catalogue, message));

const REQUIRED = msg('Required');

function plainWords({ keyword, message = '', params }: ValidationIssue): string | Said | null {
  const origin = String(params.origin ?? '');
  switch (keyword) {
    case 'invalid_type':
      if (/received undefined/.test(message)) return REQUIRED;
      if (params.expected === 'number' || params.expected === 'int') return msg('Enter a number');
      if (params.expected === 'string') return msg('Enter text');
      if (params.expected === 'boolean') return msg('Choose yes or no');
      if (params.expected === 'array') return msg('Give a list');
      return msg('This value has the wrong type');
    case 'too_small': {
      const minimum = Number(params.minimum);
      if (origin === 'string')
        return minimum === 1
          ? REQUIRED
          : say('Use at least {minimum, plural, one {# character} other {# characters}}', { minimum });
      if (origin === 'array' || origin === 'set')
        return say('Choose at least {minimum, plural, one {# item} other {# items}}', { minimum });
      return say('Must be at least {minimum, number}', { minimum });
    }
    case 'too_big': {
      const maximum = Number(params.maximum);
      if (origin === 'string')
        return say('Use at most {maximum, plural, one {# character} other {# characters}}', { maximum });
      if (origin === 'array' || origin === 'set')
        return say('Choose at most {maximum, plural, one {# item} other {# items}}', { maximum });
      return say('Must be at most {maximum, number}', { maximum });
    }
    case 'invalid_format':
      switch (params.format) {
        case 'email':
          return msg('Enter an email address like name@example.com');
        case 'uuid':
        case 'guid':
          return msg('Not a valid id');
        case 'datetime':
          return msg('Enter a date and time like 2026-12-31T18:30:00+05:30');
        case 'date':
          return msg('Enter a date like 2026-12-31');
        case 'url':
          return msg('Enter a link starting with https://');
        default:
          return msg('This value has the wrong format');
      }
    case 'invalid_value':
      return Array.isArray(params.values)
        ? say('Choose one of: {options}', { options: params.values.map(String).join(', ') })
        : msg('Choose one of the options');
    case 'unrecognized_keys':
      return say('Not a field this request takes: {keys}', {
        keys: Array.isArray(params.keys) ? params.keys.join(', ') : '',
      });
    case 'not_multiple_of':
      return say('Must be a multiple of {divisor, number}', { divisor: Number(params.divisor) });
    case 'invalid_union':
      return msg('This value is not in a form this request takes');
    default:
      return null;
  }
}

/**
 * The issue's message to translate: the contract's own sentence when the catalogues know it, else plain words for
 * zod's generic sentence, else the sentence as it came.
 */
export function issueMessage(issue: ValidationIssue): string | Said {
  const message = issue.message ?? '';
  if (message && known(message)) return message;
  return plainWords(issue) ?? (message || msg('Invalid value'));
}

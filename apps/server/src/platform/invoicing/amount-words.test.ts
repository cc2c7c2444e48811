import { describe, expect, it } from 'vitest';
import { amountInHindiWords } from './amount-words.js';

describe('an amount in Hindi words, in Indian units', () => {
  it.each([
    [600, 'छह सौ रुपये मात्र'],
    [1_700, 'एक हज़ार सात सौ रुपये मात्र'],
    [91.53, 'इक्यानबे रुपये और तिरेपन पैसे मात्र'],
    [2_45_099, 'दो लाख पैंतालीस हज़ार निन्यानबे रुपये मात्र'],
    [0, 'शून्य रुपये मात्र'],
  ])('%d in Hindi', (amount, words) => expect(amountInHindiWords(amount)).toBe(words));
});

import { describe, expect, it } from 'vitest';
import { amountInHindiWords, amountInWords } from './amount-words.js';

describe('an amount in words, in Indian units', () => {
  it.each([
    [600, 'Rupees Six Hundred Only'],
    [0, 'Rupees Zero Only'],
    [21, 'Rupees Twenty-One Only'],
    [1_700, 'Rupees One Thousand Seven Hundred Only'],
    [508.47, 'Rupees Five Hundred Eight and Paise Forty-Seven Only'],
    [123_456.78, 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Paise Seventy-Eight Only'],
    [10_00_00_000, 'Rupees Ten Crore Only'],
    [1_200_00_00_000, 'Rupees One Thousand Two Hundred Crore Only'],
    // A float's last bit never costs a paisa.
    [0.1 + 0.2, 'Rupees Zero and Paise Thirty Only'],
  ])('%d in English', (amount, words) => expect(amountInWords(amount)).toBe(words));

  it.each([
    [600, 'छह सौ रुपये मात्र'],
    [1_700, 'एक हज़ार सात सौ रुपये मात्र'],
    [91.53, 'इक्यानबे रुपये और तिरेपन पैसे मात्र'],
    [2_45_099, 'दो लाख पैंतालीस हज़ार निन्यानबे रुपये मात्र'],
    [0, 'शून्य रुपये मात्र'],
  ])('%d in Hindi', (amount, words) => expect(amountInHindiWords(amount)).toBe(words));
});

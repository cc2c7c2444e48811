import { describe, expect, test } from 'vitest';
import {
  GST_STATES,
  gstinCheckCharacter,
  gstinProblem,
  gstStateCode,
  gstStateName,
  gstStateNameHi,
} from './gst.js';

describe('GSTIN checks (decision 079)', () => {
  test('real and made-up GSTINs with the right check character pass', () => {
    for (const gstin of [
      '27AAPFU0939F1ZV',
      '08AAHAA0728P1ZH',
      '36AACCM2333F1ZV',
      '27AABCE1234F1Z5',
      '29AABCE1234F1Z1',
    ])
      expect(gstinProblem(gstin, gstin.slice(0, 2)), gstin).toBeNull();
    expect(gstinProblem(' 27aabce1234f1z5 ', '27')).toBeNull();
  });

  test('each kind of mistake gets its own reason', () => {
    expect(gstinProblem('27AABCE1234F1Z', '27')).toBe('A GSTIN has 15 characters.');
    expect(gstinProblem('27AABC11234F1Z5', '27')).toMatch(/state code, the PAN/);
    expect(gstinProblem('99AABCE1234F1Z5', '99')).toMatch(/not a state code/);
    expect(gstinProblem('27AABCE1234F1Z5', '29')).toMatch(/state you chose/);
    expect(gstinProblem('27AABCE1234F1Z6', '27')).toMatch(/last character/);
  });

  test('every single-character change to a valid GSTIN is caught by the check character or the shape', () => {
    const valid = '27AABCE1234F1Z5';
    for (let i = 2; i < 15; i++)
      for (const c of '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
        if (c === valid[i]) continue;
        const changed = valid.slice(0, i) + c + valid.slice(i + 1);
        expect(gstinProblem(changed, '27'), changed).not.toBeNull();
      }
    expect(gstinCheckCharacter(valid.slice(0, 14))).toBe('5');
  });

  test('state codes and the districts’ state names map both ways', () => {
    expect(gstStateCode('Maharashtra')).toBe('27');
    expect(gstStateCode('Karnataka')).toBe('29');
    expect(gstStateName('07')).toBe('Delhi');
    expect(gstStateNameHi('27')).toBe('महाराष्ट्र');
    for (const state of GST_STATES) expect(state.nameHi, state.name).toMatch(/^[\u0900-\u097F\s]+$/);
    expect(new Set(GST_STATES.map((s) => s.code)).size).toBe(GST_STATES.length);
  });
});

import { readResultEntry } from './result-request.js';

const five = (a: unknown[]) => Object.fromEntries(a.map((n, i) => [`num_${i + 1}`, n]));
const message = (body: unknown, period: Parameters<typeof readResultEntry>[1] = '3h') => {
  try {
    readResultEntry(body, period);
    return 'accepted';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('POST /admin/draws/period/{period}/result body', () => {
  it('reads five numbers in draw order; dropdown text is a number', () => {
    expect(readResultEntry(five([75, '07', 3, 1, 40]), '3h')).toEqual({ numbers: [75, 7, 3, 1, 40], letter: null });
    expect(readResultEntry({ ...five([60, 1, 2, 3, 4]), num_6: 'Q' }, 'weekly')).toEqual({ numbers: [60, 1, 2, 3, 4], letter: 'Q' });
    expect(readResultEntry({ ...five([1, 2, 3, 4, 5]), num_6: '' }, '12h')).toEqual({ numbers: [1, 2, 3, 4, 5], letter: null });
  });

  it("checks in the specification's order: filled, the weekly letter, the range, duplicates", () => {
    // Everything wrong at once: the first rule speaks.
    expect(message({ num_1: 99, num_2: 99, num_3: 99, num_4: '' }, 'weekly')).toBe('Please fill all result numbers');
    expect(message(five([99, 99, 99, 99, null]), 'weekly')).toBe('Please fill all result numbers');
    expect(message(five([99, 99, 99, 99, 99]), 'weekly')).toBe('Please select an alphabet for weekly period');
    expect(message({ ...five([99, 99, 1, 2, 3]), num_6: 'A' }, 'weekly')).toBe('Must be between 1-60');
    expect(message({ ...five([9, 9, 1, 2, 3]), num_6: 'A' }, 'weekly')).toBe('Number already selected');
  });

  it("uses each period's own range (75 for 3h and 6h, else 60)", () => {
    expect(message(five([75, 1, 2, 3, 4]), '6h')).toBe('accepted');
    expect(message(five([76, 1, 2, 3, 4]), '6h')).toBe('Must be between 1-75');
    expect(message(five([61, 1, 2, 3, 4]), '24h')).toBe('Must be between 1-60');
    expect(message(five([0, 1, 2, 3, 4]), '3h')).toBe('Must be between 1-75');
    expect(message(five([-3, 1, 2, 3, 4]), '3h')).toBe('Must be between 1-75');
  });

  it.each([
    [five([1.5, 2, 3, 4, 5]), 'Result numbers must be whole numbers'],
    [five(['abc', 2, 3, 4, 5]), 'Result numbers must be whole numbers'],
    [five(['-1', 2, 3, 4, 5]), 'Result numbers must be whole numbers'],
    [five([' 7', 2, 3, 4, 5]), 'Result numbers must be whole numbers'],
    [five([true, 2, 3, 4, 5]), 'Result numbers must be whole numbers'],
    [five([[1], 2, 3, 4, 5]), 'Result numbers must be whole numbers'],
    [five([{ n: 1 }, 2, 3, 4, 5]), 'Result numbers must be whole numbers'],
    [five([1e308, 2, 3, 4, 5]), 'Must be between 1-75'],
    [five(['99999999999999999999', 2, 3, 4, 5]), 'Must be between 1-75'],
    [five([9007199254740993, 2, 3, 4, 5]), 'Must be between 1-75'],
    [{ ...five([1, 2, 3, 4, 5]), num_6: 'A' }, 'Only the weekly draw takes a letter'],
    [{ ...five([1, 2, 3, 4, 5]), num_7: 1 }, "Unknown field 'num_7'"],
    [{ ...five([1, 2, 3, 4, 5]), __proto__x: 1 }, "Unknown field '__proto__x'"],
    [null, 'The request body must be a JSON object.'],
    [[1, 2, 3, 4, 5], 'The request body must be a JSON object.'],
    ['1,2,3,4,5', 'The request body must be a JSON object.'],
  ])('refuses %p: %s', (body, expected) => expect(message(body)).toBe(expected));

  it.each([['a'], ['AB'], [1], [true], [['A']]])('refuses the weekly letter %p', (letter) =>
    expect(message({ ...five([1, 2, 3, 4, 5]), num_6: letter }, 'weekly')).toBe('The letter must be one of A to Z'),
  );
});

import { escapeLike, playerSearch, playerSearchCondition } from './player-search.js';

describe('player search terms', () => {
  it('is no search for an absent or blank term', () => {
    expect(playerSearch(undefined)).toBeNull();
    expect(playerSearch(null)).toBeNull();
    expect(playerSearch('   ')).toBeNull();
  });

  it('trims the term and counts a run of blanks as one space ("first last")', () => {
    expect(playerSearch('  Asha \t  Rao ')).toEqual({ textPattern: '%Asha Rao%', mobilePattern: null });
  });

  it("escapes LIKE's wildcards and its escape character, so they match only themselves", () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(playerSearch('a%b_c')?.textPattern).toBe('%a\\%b\\_c%');
    expect(playerSearch('%')?.textPattern).toBe('%\\%%');
  });

  it("searches the mobile's digits only for a term written as a phone number", () => {
    expect(playerSearch('98765')).toEqual({ textPattern: '%98765%', mobilePattern: '%98765%' });
    expect(playerSearch('+91 98765-43210')?.mobilePattern).toBe('%919876543210%');
    expect(playerSearch('(987) 65')?.mobilePattern).toBe('%98765%');
    expect(playerSearch('user98765')?.mobilePattern).toBeNull();
    expect(playerSearch('- ()')?.mobilePattern).toBeNull();
  });

  it('binds the term as a parameter, never as SQL text', () => {
    const search = playerSearch("x' OR 1=1 --")!;
    const condition = playerSearchCondition(search);
    expect(condition.sql).not.toContain('OR 1=1');
    expect(condition.params).toEqual({ searchText: "%x' OR 1=1 --%" });
    expect(playerSearchCondition(playerSearch('98765')!).params).toEqual({ searchText: '%98765%', searchMobile: '%98765%' });
  });
});

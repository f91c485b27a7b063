import { checkBirthDate, indianDate, INDIAN_MOBILE, isCalendarDate, normaliseIndianMobile } from './profile-rules.js';

describe('profile rules', () => {
  it('admits a player from their 18th birthday on, in Indian dates', () => {
    expect(checkBirthDate('2008-03-10', '2026-03-10')).toBe('ok');
    expect(checkBirthDate('2008-03-11', '2026-03-10')).toBe('underage');
    expect(checkBirthDate('1990-01-01', '2026-03-10')).toBe('ok');
  });

  it('treats 29 February births as 18 on 1 March of a common year', () => {
    expect(checkBirthDate('2008-02-29', '2026-02-28')).toBe('underage');
    expect(checkBirthDate('2008-02-29', '2026-03-01')).toBe('ok');
  });

  it('refuses dates of birth today or later, and before 1900', () => {
    expect(checkBirthDate('2026-03-10', '2026-03-10')).toBe('future');
    expect(checkBirthDate('2030-01-01', '2026-03-10')).toBe('future');
    expect(checkBirthDate('1899-12-31', '2026-03-10')).toBe('implausible');
  });

  it('uses the date in India, which starts 5h30 before UTC', () => {
    expect(indianDate(new Date('2026-03-09T18:29:59Z'))).toBe('2026-03-09');
    expect(indianDate(new Date('2026-03-09T18:30:00Z'))).toBe('2026-03-10');
  });

  it('accepts only real calendar days', () => {
    expect(isCalendarDate('2001-02-28')).toBe(true);
    expect(isCalendarDate('2001-02-29')).toBe(false);
    expect(isCalendarDate('2001-13-01')).toBe(false);
    expect(isCalendarDate('01-01-2001')).toBe(false);
  });

  it('normalises mobiles to +91 and 10 digits', () => {
    expect(normaliseIndianMobile('+91 98765 43210')).toBe('+919876543210');
    expect(normaliseIndianMobile('9876543210')).toBe('+919876543210');
    expect(normaliseIndianMobile('+91987654321')).toBeUndefined();
    expect(normaliseIndianMobile('+4498765432101')).toBeUndefined();
  });

  it('takes as Indian mobiles only numbers whose first digit is 6-9', () => {
    for (const ok of ['+916000000000', '+917123456789', '+918123456789', '+919876543210']) expect(INDIAN_MOBILE.test(ok)).toBe(true);
    for (const bad of ['+910000000000', '+915123456789', '+911234567890', '+9198765432100', '9876543210']) expect(INDIAN_MOBILE.test(bad)).toBe(false);
  });
});

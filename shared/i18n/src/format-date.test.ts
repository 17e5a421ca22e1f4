import { formatDateTime, formatDay, formatTime, SWEDISH_MONTH_NAMES } from './format-date';

// Local time: the dates are built in the device's zone, as the app shows them.
const at = (month: number, day: number, hour = 18, minute = 0) =>
  new Date(2027, month, day, hour, minute).getTime();

describe('dates', () => {
  it('has the twelve Swedish month names in order', () => {
    expect(SWEDISH_MONTH_NAMES).toHaveLength(12);
    expect(SWEDISH_MONTH_NAMES[0]).toBe('januari');
    expect(SWEDISH_MONTH_NAMES[4]).toBe('maj');
    expect(SWEDISH_MONTH_NAMES[11]).toBe('december');
  });

  it('writes a Swedish day with the Swedish month name', () => {
    expect(formatDay(at(1, 5), 'sv')).toBe('5 februari 2027');
    expect(formatDay(at(4, 17), 'sv')).toBe('17 maj 2027');
    expect(formatDay(at(7, 1), 'sv')).toBe('1 augusti 2027');
  });

  it('writes Norwegian and English days in their own language', () => {
    expect(formatDay(at(1, 5), 'nb')).toBe('5. februar 2027');
    expect(formatDay(at(1, 5), 'en')).toBe('5 February 2027');
  });

  it('writes the time on a 24-hour clock', () => {
    expect(formatTime(at(0, 1, 9, 5))).toBe('09:05');
    expect(formatDateTime(at(1, 5, 21, 30), 'sv')).toBe('5 februari 2027, 21:30');
  });
});

import { describe, expect, it } from 'vitest';
import { countLeaveDays } from './resources/hr/leave.js';
import { computeMonth, DEFAULT_SHIFT, measureAttendance, parseShift, vnClock, workingPatternOf, workingValue } from './timesheet.js';

const at = (date: string, hm: string) => `${date}T${hm}:00+07:00`;

describe('the work shift', () => {
  it('is declared once and can be set as start-end/break', () => {
    expect(DEFAULT_SHIFT).toEqual({ start: '08:00', end: '17:00', breakStart: '12:00', breakEnd: '13:00' });
    expect(parseShift('07:30-16:30/11:30-12:30')).toEqual({ start: '07:30', end: '16:30', breakStart: '11:30', breakEnd: '12:30' });
    expect(parseShift('06:00-14:00')).toEqual({ start: '06:00', end: '14:00', breakStart: '14:00', breakEnd: '14:00' });
    for (const bad of ['8:00-17:00', '17:00-08:00', '08:00-17:00/18:00-19:00', '08:00-17:00/13:00-12:00', '25:00-26:00', 'x']) expect(parseShift(bad), bad).toBeNull();
  });

  it('measures a day against it: late and early minutes, the break not worked, quarters of a day', () => {
    const d = '2027-03-03';
    expect(measureAttendance(at(d, '08:20'), at(d, '17:05'))).toEqual({ late_minutes: 20, early_minutes: 0, work_value: 1 });
    // A morning only: 4 of 8 hours.
    expect(measureAttendance(at(d, '08:00'), at(d, '12:30'))).toEqual({ late_minutes: 0, early_minutes: 270, work_value: 0.5 });
    expect(measureAttendance(at(d, '08:00'), null)).toEqual({ late_minutes: 0, early_minutes: 0, work_value: 0 });
    // Another shift: the same punches are early and short.
    const early = parseShift('07:00-15:00/11:00-12:00');
    expect(measureAttendance(at(d, '08:00'), at(d, '15:00'), early ?? DEFAULT_SHIFT)).toMatchObject({ late_minutes: 60, work_value: 0.75 });
    // Shown in Vietnam time whatever the zone of the instant.
    expect(vnClock('2027-03-03T01:05:00Z')).toBe('08:05');
  });

  it('computes a month: holiday, leave (half), late, missing, absent and the paid days', () => {
    const days = [
      { date: '2027-03-08', isWorking: true, holiday: null },
      { date: '2027-03-09', isWorking: true, holiday: null },
      { date: '2027-03-10', isWorking: false, holiday: { name: 'Ngày hội', name_en: 'Group day' } },
      { date: '2027-03-11', isWorking: true, holiday: null },
      { date: '2027-03-12', isWorking: true, holiday: null },
      { date: '2027-03-13', isWorking: false, holiday: null },
    ];
    const rec = (late: number, value: number, out: string | null = '17:00') => ({ check_in: at('2027-03-08', '08:00'), check_out: out ? at('2027-03-08', out) : null, late_minutes: late, early_minutes: 0, work_value: value, source: 'MACHINE' });
    const records: Record<string, ReturnType<typeof rec>> = { '2027-03-08': rec(15, 1), '2027-03-09': rec(0, 0, null), '2027-03-11': rec(0, 0.5) };
    const m = computeMonth(
      days,
      4,
      '2027-03-12',
      (date) => records[date] ?? null,
      [{ from_date: '2027-03-11', to_date: '2027-03-11', is_from_half: true, is_to_half: false, name: 'Phép năm', name_en: 'Annual leave', is_paid: true }],
      () => null,
    );
    expect(m.days.map((x) => x.state)).toEqual(['LATE', 'MISSING', 'HOLIDAY', 'LEAVE', 'FUTURE', 'WEEKEND']);
    expect(m.days[3]).toMatchObject({ leave: 0.5, value: 0.5 });
    expect(m.totals).toMatchObject({ standard_days: 4, worked_days: 1.5, leave_days: 0.5, holidays: 1, late_count: 1, late_minutes: 15, missing_days: 1, absent_days: 0, paid_days: 3 });
  });
});

describe('working-day patterns', () => {
  it('work Monday to Friday by default, Saturdays whole or mornings where a unit says so', () => {
    // Saturday 13 and Sunday 14 March 2027.
    expect([workingValue('2027-03-12'), workingValue('2027-03-13'), workingValue('2027-03-14')]).toEqual([1, 0, 0]);
    expect(workingValue('2027-03-13', 'MON_SAT')).toBe(1);
    expect([workingValue('2027-03-13', 'MON_SAT_AM'), workingValue('2027-03-13', 'MON_SAT_AM', 'am'), workingValue('2027-03-13', 'MON_SAT_AM', 'pm')]).toEqual([0.5, 0.5, 0]);
    expect(workingPatternOf('NOPE')).toBe('MON_FRI');
    // Friday to Monday: 2 days, 3 with Saturdays, 2.5 with Saturday mornings; a holiday on the Saturday counts nothing.
    expect(countLeaveDays('2027-03-12', '2027-03-15', false, false, [])).toBe(2);
    expect(countLeaveDays('2027-03-12', '2027-03-15', false, false, [], 'MON_SAT')).toBe(3);
    expect(countLeaveDays('2027-03-12', '2027-03-15', false, false, [], 'MON_SAT_AM')).toBe(2.5);
    expect(countLeaveDays('2027-03-12', '2027-03-15', false, false, [{ from: '2027-03-13', to: '2027-03-13' }], 'MON_SAT')).toBe(2);
    // Half days: from Saturday afternoon (not worked on mornings-only Saturdays), to Saturday morning.
    expect(countLeaveDays('2027-03-13', '2027-03-15', true, false, [], 'MON_SAT_AM')).toBe(1);
    expect(countLeaveDays('2027-03-13', '2027-03-15', true, false, [], 'MON_SAT')).toBe(1.5);
    expect(countLeaveDays('2027-03-11', '2027-03-13', false, true, [], 'MON_SAT_AM')).toBe(2.5);
    expect(countLeaveDays('2027-03-13', '2027-03-13', true, true, [], 'MON_SAT_AM')).toBe(0.5);
  });

  it('count a Saturday morning as half a working day in the month: leave and work capped by it', () => {
    const days = [
      { date: '2027-03-12', isWorking: true, value: 1, holiday: null },
      { date: '2027-03-13', isWorking: true, value: 0.5, holiday: null },
    ];
    const rec = { check_in: at('2027-03-13', '08:00'), check_out: at('2027-03-13', '17:00'), late_minutes: 0, early_minutes: 0, work_value: 1, source: 'MACHINE' };
    const m = computeMonth(days, 1.5, '2027-03-20', (d) => (d === '2027-03-13' ? rec : null), [], () => null);
    expect(m.totals.worked_days).toBe(0.5);
    expect(m.totals.absent_days).toBe(1);
    const onLeave = computeMonth(days, 1.5, '2027-03-20', () => null, [{ from_date: '2027-03-12', to_date: '2027-03-13', is_from_half: false, is_to_half: false, name: 'Phép năm', name_en: 'Annual', is_paid: true }], () => null);
    expect(onLeave.totals.leave_days).toBe(1.5);
    expect(onLeave.totals.paid_days).toBe(1.5);
  });
});

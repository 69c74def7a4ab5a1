import { DEFAULT_SHIFT, parseShift, type WorkShift } from '@portal/domain';

/**
 * The work shift attendance is measured against: the one declared in the domain (DEFAULT_SHIFT),
 * or WORK_SHIFT (`08:00-17:00/12:00-13:00`: start-end/lunch break) when set; a malformed value
 * stops the start rather than measuring against a wrong shift.
 */
export const WORK_SHIFT: WorkShift = (() => {
  const raw = process.env.WORK_SHIFT;
  if (!raw) return DEFAULT_SHIFT;
  const parsed = parseShift(raw);
  if (!parsed) throw new Error(`WORK_SHIFT "${raw}" is not HH:mm-HH:mm[/HH:mm-HH:mm] with the break inside the shift`);
  return parsed;
})();

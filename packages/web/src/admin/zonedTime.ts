/**
 * Dates and times are entered and shown in Asia/Ho_Chi_Minh whatever the browser's time zone
 * (DESIGN §6). The pickers work on Dayjs values in the browser's zone, so a stored instant is
 * handed to them as a "wall clock": a Dayjs whose local fields read the time in the portal's zone;
 * what the user picks is read back the same way. The list shows stored instants with formatDate,
 * which uses the same zone, so the form and the list always show the same time.
 */
import { formatDate } from '@portal/domain/format';
import dayjs, { type Dayjs } from 'dayjs';

const WALL = 'YYYY-MM-DDTHH:mm:ss';

/** Milliseconds the portal's zone (TIME_ZONE, through formatDate and Intl) is ahead of UTC at `instantMs`. */
function zoneOffsetMs(instantMs: number): number {
  const wall = formatDate(new Date(instantMs), WALL);
  return Date.parse(`${wall}Z`) - Math.floor(instantMs / 1000) * 1000;
}

/** A stored instant as the wall clock the portal's zone reads at that instant. */
export function toZonedWall(value: string | number | Date): Dayjs {
  return dayjs(formatDate(value, WALL));
}

/** A picked wall clock (read in the portal's zone) as an ISO instant. */
export function fromZonedWall(wall: Dayjs): string {
  const asUtc = Date.parse(`${wall.format(WALL)}Z`);
  // Two passes: the offset at the guessed instant, then at the corrected one (zones with DST).
  let instant = asUtc - zoneOffsetMs(asUtc);
  instant = asUtc - zoneOffsetMs(instant);
  return new Date(instant).toISOString();
}

/** Now, as the portal's wall clock (the pickers' "now"). */
export const zonedNow = (): Dayjs => toZonedWall(new Date());

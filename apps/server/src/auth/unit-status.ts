/**
 * A disabled subject (subject_status 0) switches off itself and every subject below it: their users cannot
 * sign in and their sessions are refused until it is enabled again, when each one's own status counts again.
 */

/** What the users of a disabled subject are told, at sign-in and on their next request. */
export const UNIT_DISABLED_MESSAGE = '该单位已停用，请联系上级主管部门';

/**
 * SQL true when a disabled subject governs the area `area` (an SQL expression of a 12-digit area code) or
 * one above it; `above` leaves the area's own subject out. The codes above an area are its prefixes padded
 * with zeros (province, city, county, town), so the look-up uses the area index.
 */
export function disabledOver(area: string, above = false): string {
  const chain = [10, 8, 6, 3].map((digits) => `${area} - ${area} % 1${'0'.repeat(digits)}`);
  return `EXISTS (SELECT 1 FROM government_subjects d WHERE d.subject_status = 0
     AND d.area_id IN (${(above ? chain : [area, ...chain]).join(', ')})${above ? ` AND d.area_id <> ${area}` : ''})`;
}

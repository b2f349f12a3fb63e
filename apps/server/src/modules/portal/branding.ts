import { DEFAULT_TITLES } from '@fengshou/core';
import type { zOemBranding } from '@fengshou/core/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { FALLBACK_HOST } from '../../seed/branding';

type OemBranding = z.input<typeof zOemBranding>;

/**
 * The host name of what the browser sends as operateUrl (a host, host:port or a whole URL), lower-case
 * and without port, or null when it is not one.
 */
export function hostNameOf(operateUrl: string): string | null {
  const text = operateUrl.trim().toLowerCase();
  try {
    return new URL(text.includes('://') ? text : `http://${text}`).hostname || null;
  } catch {
    return null;
  }
}

/** Used when not even the fallback row exists (a database seeded by hand). */
const BUILT_IN: OemBranding = {
  id: 0,
  isOfficial: 1,
  operateName: '丰收数字农业',
  operateUrl: FALLBACK_HOST,
  operateIcon: null,
  operateImage: null,
  bigScreenTitle: DEFAULT_TITLES.main,
  platformTitle: DEFAULT_TITLES.cloud,
  loginTitle: DEFAULT_TITLES.main,
  copyright: null,
  icpNumber: null,
  policeNumber: null,
  defaultSubjectId: null,
};

/** The branding of a host: its exact row, else the fallback row. */
export async function brandingForHost(q: Queryable, host: string | null): Promise<OemBranding> {
  const [row] = await q.query<OemBranding>(
    `SELECT id, is_official AS "isOfficial", operate_name AS "operateName", operate_url AS "operateUrl",
            operate_icon AS "operateIcon", operate_image AS "operateImage", big_screen_title AS "bigScreenTitle",
            platform_title AS "platformTitle", login_title AS "loginTitle", copyright, icp_number AS "icpNumber",
            police_number AS "policeNumber", default_subject_id AS "defaultSubjectId"
       FROM oem_brandings WHERE operate_url = $1 OR operate_url = $2
      ORDER BY (operate_url = $2), id LIMIT 1`,
    [host ?? FALLBACK_HOST, FALLBACK_HOST],
  );
  return row ?? BUILT_IN;
}

import { BUSINESS_TYPE_LABELS, badParams } from '@fengshou/core';
import {
  listSubjectBusinessCategories,
  saveSubjectBusinessCategories,
  type zSubjectBusinessCategory,
} from '@fengshou/core/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { type Route, route } from '../../http/route';

type Category = z.input<typeof zSubjectBusinessCategory>;

/**
 * The business categories a subject follows in its order; every category (in the catalogue's order) when
 * it chose none, so a dashboard's `$_businessCategoryIdList` is never empty.
 */
export async function subjectCategories(q: Queryable, subjectId: number) {
  const rows = await q.query<Omit<Category, 'businessTypeName'>>(
    `SELECT bc.id::int AS "businessCategoryId", bc.name AS "businessCategoryName",
            bc.business_type_id::int AS "businessTypeId", r.sort_num AS "sortNum"
       FROM subject_business_categories r JOIN business_categories bc ON bc.id = r.business_category_id
      WHERE r.government_subject_id = $1 ORDER BY r.sort_num, bc.id`,
    [subjectId],
  );
  const configured = rows.length > 0;
  const list = configured
    ? rows
    : await q.query<Omit<Category, 'businessTypeName'>>(
        `SELECT id::int AS "businessCategoryId", name AS "businessCategoryName",
                business_type_id::int AS "businessTypeId", sort_num AS "sortNum"
           FROM business_categories ORDER BY sort_num, id`,
      );
  return {
    configured,
    list: list.map((c) => ({
      ...c,
      businessTypeName: BUSINESS_TYPE_LABELS[c.businessTypeId as keyof typeof BUSINESS_TYPE_LABELS] ?? '其他',
    })),
  };
}

/** Spec §7 subjectBusinessCategoryRef: read and set the categories a subject follows. */
export const subjectCategoryRoutes: Route[] = [
  route(listSubjectBusinessCategories, (ctx) => subjectCategories(ctx.services.db, ctx.body.subjectId)),
  route(saveSubjectBusinessCategories, (ctx) =>
    ctx.services.db.tx(async (q) => {
      const { subjectId, businessCategoryIds: ids } = ctx.body;
      const known = await q.query<{ id: number }>(
        'SELECT id::int AS id FROM business_categories WHERE id = ANY($1::smallint[])',
        [ids],
      );
      const unknown = ids.filter((id) => !known.some((k) => k.id === id));
      if (unknown.length) throw badParams(['businessCategoryIds'], `经营品类不存在：${unknown.join('、')}`);
      await q.query('DELETE FROM subject_business_categories WHERE government_subject_id = $1', [subjectId]);
      await q.query(
        `INSERT INTO subject_business_categories (government_subject_id, business_category_id, sort_num)
         SELECT $1, id, ord::int FROM unnest($2::smallint[]) WITH ORDINALITY AS u(id, ord)`,
        [subjectId, ids],
      );
      return subjectCategories(q, subjectId);
    }),
  ),
];

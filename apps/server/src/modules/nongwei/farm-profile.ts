import {
  BRAND_LEVELS,
  BRAND_TYPES,
  DETECTION_RESULTS,
  GREEN_CERT_TYPES,
  getFarmSupervisionProfile,
  LAW_CASE_STATUS,
  labelOf,
  type ResultOf,
  SCORE_GRADES,
  scoreGrade,
  VALIDITY,
} from '@fengshou/core/contract';
import type { Queryable } from '../../db/client';
import { type Route, route } from '../../http/route';
import { rate } from './lists-area-table';

type Profile = ResultOf<typeof getFarmSupervisionProfile>;
/** A row as read, before its labels are added. */
type Read<T, L extends keyof T> = Omit<T, L>;

const DAY = (col: string) => `to_char(${col}, 'YYYY-MM-DD')`;

/** Product tests of a farm's samples in the 12 months up to today: counts and the latest ten. */
async function detections(db: Queryable, farmId: number): Promise<Profile['detections']> {
  const [sum] = await db.query<{ since: string; total: number; failed: number }>(
    `SELECT ${DAY("current_date - interval '12 months'")} AS since, count(*)::int AS total,
            count(*) FILTER (WHERE detection_result = 2)::int AS failed
       FROM quality_detections WHERE farm_id = $1 AND detection_time >= current_date - interval '12 months'`,
    [farmId],
  );
  const latest = await db.query<Read<Profile['detections']['latest'][number], 'detectionResultName'>>(
    `SELECT sample_no AS "sampleNo", product_name AS "productName", detection_item AS "detectionItem",
            detection_value::float8 AS "detectionValue", detection_limit::float8 AS "detectionLimit",
            detection_unit AS "detectionUnit", to_char(detection_time, 'YYYY-MM-DD HH24:MI') AS "detectionTime",
            detection_result AS "detectionResult", detection_org AS "detectionOrg"
       FROM quality_detections WHERE farm_id = $1 ORDER BY detection_time DESC, id DESC LIMIT 10`,
    [farmId],
  );
  const total = sum?.total ?? 0;
  const failed = sum?.failed ?? 0;
  return {
    since: sum?.since ?? '',
    total,
    failed,
    passRate: total ? rate(total - failed, total) : null,
    latest: latest.map((r) => ({
      ...r,
      detectionResultName: labelOf(DETECTION_RESULTS, r.detectionResult),
    })),
  };
}

/**
 * The supervision file of one farm (上海农场详情): the registers of green certification, product testing, law
 * enforcement, yearly assessment, brands and subsidised insurance, each read for the farm or its entity.
 */
export const farmProfileRoute: Route = route(getFarmSupervisionProfile, async (ctx): Promise<Profile> => {
  const { db } = ctx.services;
  const { farmId } = ctx.body;
  const [farm] = await db.query<{ companyId: number }>(
    'SELECT company_id AS "companyId" FROM farms WHERE id = $1',
    [farmId],
  );
  // The scope check found the farm; a farm removed in between has nothing to show.
  const companyId = farm?.companyId ?? 0;
  const [greenCerts, lawCases, scores, brands, policies, tests] = await Promise.all([
    db.query<Read<Profile['greenCerts'][number], 'certTypeName' | 'validityName'>>(
      `SELECT cert_no AS "certNo", product_name AS "productName", cert_type AS "certType",
              output_t::float8 AS "outputT", ${DAY('issue_date')} AS "issueDate", ${DAY('expire_date')} AS "expireDate",
              CASE WHEN expire_date >= current_date THEN 1 ELSE 2 END AS validity
         FROM green_certificates WHERE company_id = $1 ORDER BY issue_date DESC, id DESC`,
      [companyId],
    ),
    db.query<Read<Profile['lawCases'][number], 'statusName'>>(
      `SELECT case_no AS "caseNo", case_type AS "caseType", ${DAY('filing_date')} AS "filingDate",
              ${DAY('closing_date')} AS "closingDate", status, penalty_amount::float8 AS "penaltyAmount", description
         FROM law_enforcements WHERE farm_id = $1 ORDER BY filing_date DESC, id DESC`,
      [farmId],
    ),
    db.query<Read<Profile['scores'][number], 'gradeName'>>(
      `SELECT score_year AS "scoreYear", production_score::float8 AS "productionScore",
              quality_score::float8 AS "qualityScore", credit_score::float8 AS "creditScore",
              benefit_score::float8 AS "benefitScore", total_score::float8 AS "totalScore", assessor,
              ${DAY('assess_date')} AS "assessDate"
         FROM entity_scores WHERE company_id = $1 ORDER BY score_year DESC`,
      [companyId],
    ),
    db.query<Read<Profile['brands'][number], 'brandTypeName' | 'brandLevelName'> & { brandType: number }>(
      `SELECT brand_name AS "brandName", product_name AS "productName", brand_type AS "brandType",
              brand_level AS "brandLevel", ${DAY('register_date')} AS "registerDate"
         FROM product_brands WHERE company_id = $1 ORDER BY brand_level = 0, brand_level, register_date`,
      [companyId],
    ),
    db.query<Profile['policies'][number]>(
      `SELECT policy_no AS "policyNo", insurance_type AS "insuranceType", insured_quantity::float8 AS "insuredQuantity",
              insured_unit AS "insuredUnit", insured_amount::float8 AS "insuredAmount", premium::float8 AS premium,
              subsidy_ratio::float8 AS "subsidyRatio", round(premium * subsidy_ratio, 2)::float8 AS "subsidyAmount",
              ${DAY('start_date')} AS "startDate", ${DAY('end_date')} AS "endDate",
              claim_amount::float8 AS "claimAmount", insurer
         FROM insurance_policies WHERE farm_id = $1 ORDER BY start_date DESC, id DESC`,
      [farmId],
    ),
    detections(db, farmId),
  ]);
  return {
    farmId,
    companyId,
    greenCerts: greenCerts.map((g) => ({
      ...g,
      certTypeName: labelOf(GREEN_CERT_TYPES, g.certType),
      validityName: labelOf(VALIDITY, g.validity),
    })),
    detections: tests,
    lawCases: lawCases.map((c) => ({ ...c, statusName: labelOf(LAW_CASE_STATUS, c.status) })),
    scores: scores.map((s) => ({ ...s, gradeName: labelOf(SCORE_GRADES, scoreGrade(s.totalScore)) })),
    brands: brands.map(({ brandType, ...b }) => ({
      ...b,
      brandTypeName: labelOf(BRAND_TYPES, brandType),
      brandLevelName: labelOf(BRAND_LEVELS, b.brandLevel),
    })),
    policies,
  };
});

import type { ResultOf, statCatalog } from '@fengshou/core/contract';

/** A metric of the registry as the catalogue lists it. */
export type MetricInfo = ResultOf<typeof statCatalog>[number];

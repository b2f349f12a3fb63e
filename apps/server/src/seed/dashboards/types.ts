import type { PlateDef } from './plate-types';

/** Plates of topic dashboards by menu key, most important first (a smaller skin shows the first ones). */
export type TopicPlates = Record<number, PlateDef[]>;

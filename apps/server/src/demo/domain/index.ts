import type { Database } from '../../db/client';
import { seedDomainCatalog } from '../../seed/domain-catalog';
import { seedCamerasAndPests } from './cameras-pests';
import { seedCertificates } from './certificates';
import { DomainContext, type DomainOptions } from './context';
import { seedFarmInputs } from './farm-inputs';
import { seedIot } from './iot';
import { seedLand } from './land';
import { seedLivestock } from './livestock';
import { seedMonitoring } from './monitoring';
import { seedPlans } from './plans';
import { seedPrices } from './prices';
import { seedRegisters } from './registers';
import { seedRural } from './rural';
import { seedCowpeaFields, seedRuralLife } from './rural-life';
import { seedStorageIot } from './storage-iot';
import { seedSupervision } from './supervision';

export type { DomainOptions } from './context';

/** A domain seed step; the options (scale, seed, anchor) come from the caller of the whole seed. */
export interface DomainStep {
  name: string;
  run: (db: Database, opts: DomainOptions) => Promise<number>;
}

// One context per database, so the steps of one seed share farms and villages and two seeds never mix.
const contexts = new WeakMap<Database, DomainContext>();
function contextFor(db: Database, opts: DomainOptions): DomainContext {
  let ctx = contexts.get(db);
  if (!ctx) {
    ctx = new DomainContext(opts);
    contexts.set(db, ctx);
  }
  return ctx;
}

/** The domain demo: catalogues, then districts' entities, parcels and crops, then everything hanging on them. */
export const DOMAIN_STEPS: readonly DomainStep[] = [
  { name: 'domain catalogue', run: (db) => db.tx(seedDomainCatalog) },
  { name: 'domain entities, parcels, crops', run: (db, o) => seedLand(db, contextFor(db, o)) },
  { name: 'domain cowpea fields', run: (db, o) => seedCowpeaFields(db, contextFor(db, o)) },
  { name: 'domain plans, missions, forecasts', run: (db, o) => seedPlans(db, contextFor(db, o)) },
  { name: 'domain farm inputs', run: (db, o) => seedFarmInputs(db, contextFor(db, o)) },
  { name: 'domain IoT devices and readings', run: (db, o) => seedIot(db, contextFor(db, o)) },
  { name: 'domain cameras and pests', run: (db, o) => seedCamerasAndPests(db, contextFor(db, o)) },
  { name: 'domain livestock ear tags', run: (db, o) => seedLivestock(db, contextFor(db, o)) },
  { name: 'domain certificates and trace codes', run: (db, o) => seedCertificates(db, contextFor(db, o)) },
  { name: 'domain prices', run: (db, o) => db.tx((q) => seedPrices(q, contextFor(db, o))) },
  { name: 'domain supervision, machinery, finance', run: (db, o) => seedSupervision(db, contextFor(db, o)) },
  { name: 'domain land quality, rural economy, sales', run: (db, o) => seedRural(db, contextFor(db, o)) },
  { name: 'domain remote-sensing monitoring', run: (db, o) => seedMonitoring(db, contextFor(db, o)) },
  { name: 'domain brands, storage, scores, parks', run: (db, o) => seedRegisters(db, contextFor(db, o)) },
  // After the registers: the monitors hang in their stores.
  { name: 'domain food-store monitors', run: (db, o) => seedStorageIot(db, contextFor(db, o)) },
  {
    name: 'domain party building, products and trades, multispectral',
    run: (db, o) => seedRuralLife(db, contextFor(db, o)),
  },
  {
    name: 'domain statistics',
    run: async (db) => {
      // Fresh planner statistics, so the first queries after a seed use the indexes.
      await db.exec('ANALYZE');
      contexts.delete(db);
      return 0;
    },
  },
];

import type { Database } from '../../db/client';
import { demoTokenHash } from '../simulator/demo-credentials';
import { BulkWriter } from './bulk';
import type { DomainContext, FarmInfo } from './context';
import { withDeferredIndexes } from './deferred';
import { pointHex } from './ewkb';
import { addReadings, deviceCatalogue, epoch, HISTORY_DAYS, IOT_TABLES, MAKERS, nudge } from './iot';
import { STORAGE_SENSORS } from './iot-sensors-storage';
import { farmShortName } from './names';
import { Rng } from './rng';
import { dateOf, tsOf } from './time';
import { weatherSeries } from './weather';

/** The monitor a kind of store (farm_storages.storage_type) gets: profile, gate category, name, serial prefix. */
const MONITOR_OF_TYPE: Record<number, { profile: string; gate: string; label: string; prefix: string }> = {
  2: { profile: 'cold_room', gate: 'cold_storage', label: '温湿度监测', prefix: 'LC' },
  3: { profile: 'freezer_room', gate: 'cold_storage', label: '温度监测', prefix: 'LD' },
  5: { profile: 'ca_room', gate: 'cold_storage', label: '气调监测', prefix: 'QT' },
  4: { profile: 'grain_bin', gate: 'grain_storage', label: '粮情测控', prefix: 'LQ' },
};

/** Monitored stores per district: a share of its field stations, at least two. */
const storesMonitored = (devices: number) => Math.max(2, Math.round(devices * 0.3));

interface Store {
  farmId: number;
  storageName: string;
  storageType: number;
}

/**
 * Monitors in the stores of the registers (run after them): a district's cold rooms, freezers and
 * controlled-atmosphere rooms first, then grain bins, of the entities on the traceability platform first —
 * those keep records a bureau asks for — each with 30 days of readings and the alarms its rules raised.
 */
export async function seedStorageIot(db: Database, ctx: DomainContext): Promise<number> {
  const { gates, profiles } = await deviceCatalogue(db);
  const stores = await db.query<Store>(
    `SELECT farm_id AS "farmId", storage_name AS "storageName", storage_type AS "storageType"
       FROM farm_storages WHERE storage_type IN (2, 3, 4, 5) ORDER BY id`,
  );
  return db.tx((q) =>
    withDeferredIndexes(q, ['iot_alarm_records'], async () => {
      const w = new BulkWriter(q, 20_000);
      await w.define(...IOT_TABLES);
      const end = ctx.anchor.day;
      const now = epoch(end, ctx.anchor.hour);
      for (const plan of ctx.plans) {
        const rng = new Rng(ctx.seed, `storage-iot:${plan.countyId}`);
        const farms = new Map(ctx.farmsIn(plan.countyId).map((f) => [f.id, f]));
        const picked = stores
          .map((s) => ({ s, farm: farms.get(s.farmId) }))
          .filter((x): x is { s: Store; farm: FarmInfo } => x.farm !== undefined && x.farm.statusDay === null)
          .map((x) => ({
            ...x,
            score: (x.s.storageType === 4 ? 0 : 2) + (x.farm.trace ? 1 : 0) + rng.next() * 1.5,
          }))
          .sort((a, b) => b.score - a.score)
          .slice(0, storesMonitored(plan.devices));
        if (picked.length === 0) continue;
        const weather = weatherSeries(ctx.seed, plan.countyId, end - HISTORY_DAYS - 1, end);
        for (const [i, { s, farm }] of picked.entries()) {
          const m = MONITOR_OF_TYPE[s.storageType]!;
          const id = w.nextId('iot_devices');
          const online = rng.chance(0.92);
          const stop = online ? now : epoch(end - rng.int(1, 6), rng.int(0, 23));
          const [maker, model] = rng.pick(MAKERS);
          const name = `${farmShortName(farm.farmName, farm.village.countyName)}${s.storageName}${m.label}`;
          const sn = `${m.prefix}${String(plan.countyId).slice(0, 6)}${String(i + 1).padStart(5, '0')}`;
          w.add('iot_devices', [
            id,
            sn,
            name,
            gates.get(m.gate) ?? null,
            farm.id,
            farm.village.id,
            pointHex(nudge(farm.location, rng.range(-40, 40), rng.range(-40, 40))),
            online ? 1 : 0,
            false,
            maker,
            model,
            dateOf(Math.max(farm.established + 30, end - rng.int(60, 900))),
            new Date(stop * 1000).toISOString(),
            // The demo simulator signs in as this device with the token derived from its serial.
            demoTokenHash(sn),
            tsOf(Math.max(farm.established + 30, end - 60), 9),
            profiles.get(m.profile) ?? null,
          ]);
          addReadings(w, rng, { id, name, farm }, STORAGE_SENSORS[m.profile] ?? [], weather, end, stop, now);
          await w.drain();
        }
      }
      await w.finish();
      return w.total();
    }),
  );
}

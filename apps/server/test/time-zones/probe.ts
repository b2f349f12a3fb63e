// Prints the server's calendar readings at a fixed instant (FAKE_NOW, epoch ms) as JSON. The test runs it
// under several host zones (TZ) and compares: Beijing dates and buckets must not depend on the host.
const FIXED = Number(process.env.FAKE_NOW);
const RealDate = Date;
class FixedDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(FIXED);
    else super(...(args as [string]));
  }
  static override now(): number {
    return FIXED;
  }
}
globalThis.Date = FixedDate as DateConstructor;

const core = await import('@fengshou/core');
const { timeBuckets, beijingToday } = await import('../../src/modules/archive/engine');
const { dateWindow } = await import('../../src/modules/archive/sql');
const { anchorOf, beijingDayHour, dateOf, tsOf } = await import('../../src/demo/domain/time');
const { shift } = await import('../../src/modules/pest/pest-repo');
const { liveFrameSvg } = await import('../../src/demo/pictures/live-frame');
const { default: pg } = await import('pg');
await import('../../src/db/pg');

const q = { areaId: 310151000000, lo: 310151000000, hi: 310151999999, ancestors: [], archiveYear: 2026 };
const anchor = anchorOf();
const days = timeBuckets('day', q, 0);
const frame = liveFrameSvg({
  id: 1,
  kind: 1,
  month: 11,
  serial: 'S',
  name: 'n',
  pan: 0,
  tilt: 0,
  now: new Date(),
});
const vars = core.resolveDataSourceParams(
  {
    dateToday: '$_dateToday',
    timeToday: '$_timeToday',
    dateWeek: '$_dateWeek',
    timeMonth: '$_timeMonth',
    yesterday: "parameter{ dateFormat(dateAdd(now(), -1, 'day'), 'YYYY-MM-DD HH:mm') }",
  },
  {
    areaId: 1,
    areaLevel: 1,
    areaIdList: [],
    childAreaLevel: 2,
    childAreaIdList: [],
    businessCategoryIdList: [],
    now: new Date(),
  },
).body;

process.stdout.write(
  JSON.stringify({
    coreToday: core.beijingToday(),
    coreMonth: core.beijingMonth(),
    coreYear: core.beijingYear(),
    dateTime: core.formatDateTime(new Date()),
    date: core.formatDate(Date.now()),
    wallString: core.formatDateTime('2026-11-28 01:15:00'),
    relative: core.relativeTime('2026-11-28 01:12:00'),
    startOfDay: core.startOfBeijingDay().toISOString(),
    variables: vars,
    archiveToday: beijingToday(),
    monthBuckets: timeBuckets('month', q, 0).keys,
    dayBuckets: [days.keys[0], days.keys.at(-1), days.keys.length, days.window],
    dateWindow: dateWindow('2026-11-01', '2026-11-30'),
    anchor,
    anchorDate: dateOf(anchor.day),
    anchorTs: tsOf(anchor.day, anchor.hour),
    dayHour: beijingDayHour(Date.now()),
    pestWeekStart: shift('2026-11-28', -6),
    pgDate: (pg.types.getTypeParser(pg.types.builtins.DATE) as (v: string) => Date)(
      '2026-11-28',
    ).toISOString(),
    liveFrameClock: /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/.exec(frame)?.[0],
  }),
);

export {};

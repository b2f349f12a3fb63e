import { areaCodeRange } from '../../auth/scope';
import { checkEntities, draftEntities, entityCatalogue, writeEntities } from '../entities';
import { FileProblem } from '../types';
import { defineImportKind } from './define';
import { readRows } from './rows';

/** Business entities with their first farm, by credit code (big growers without one: by name in their area). */
export const entitiesImport = defineImportKind({
  kind: 'entities',
  label: '经营主体',
  group: '经营主体',
  uses: '经营主体列表与档案、各专题的主体数、地图主体点位',
  table: 'companies',
  key: ['credit_code'],
  keyLabel: '统一社会信用代码',
  format: 'table',
  columns: [
    {
      header: '主体名称',
      aliases: ['企业名称', 'companyName'],
      cell: { t: 'text', max: 128 },
      required: true,
      example: '婺源县紫阳茶叶专业合作社',
    },
    {
      header: '主体类型',
      aliases: ['companyCategory'],
      cell: { t: 'text' },
      required: true,
      example: '农民专业合作社',
      note: '企业、农民专业合作社、家庭农场、种养大户等（系统主体类型字典）',
    },
    {
      header: '统一社会信用代码',
      aliases: ['信用代码', 'creditCode'],
      cell: { t: 'creditCode' },
      example: '93361130MA35K8QX2N',
      note: '种养大户可不填；重复导入时按此代码更新',
    },
    {
      header: '经营类型',
      aliases: ['businessType'],
      cell: { t: 'text' },
      example: '种植',
      note: '粮食、种植、蔬菜、畜牧、水产、其他',
    },
    {
      header: '经营品类',
      aliases: ['businessCategory'],
      cell: { t: 'text' },
      example: '',
      note: '系统经营品类名称，可不填',
    },
    { header: '法定代表人', aliases: ['负责人', 'legalPerson'], cell: { t: 'text' }, example: '汪建国' },
    { header: '联系人', aliases: ['contactName'], cell: { t: 'text' }, example: '汪建国' },
    { header: '联系电话', aliases: ['手机号', 'contactPhone'], cell: { t: 'phone' }, example: '13907930001' },
    { header: '地址', aliases: ['注册地址', 'address'], cell: { t: 'text' }, example: '紫阳镇城东村' },
    {
      header: '所属区域代码',
      aliases: ['区域代码', 'areaId'],
      cell: { t: 'text' },
      example: '',
      note: '12位统计用区划代码；不填时按坐标确定，再不能确定的归入导入区域',
    },
    {
      header: '信用等级',
      aliases: ['creditLevel'],
      cell: { t: 'text' },
      example: 'A',
      note: 'A、B、C、D或未评级',
    },
    { header: '成立日期', aliases: ['establishedDate'], cell: { t: 'date' }, example: '2016-05-20' },
    {
      header: '农场名称',
      aliases: ['基地名称', 'farmName'],
      cell: { t: 'text' },
      example: '紫阳茶叶合作社基地',
      note: '不填时与主体名称相同',
    },
    { header: '经度', aliases: ['lng'], cell: { t: 'lng' }, example: '' },
    { header: '纬度', aliases: ['lat'], cell: { t: 'lat' }, example: '' },
  ],
  async custom(db, req) {
    const rows = await readRows(entitiesImport, req.files);
    if (rows.length === 0) throw new FileProblem('file', '文件中没有数据行');
    const problems: { row: number; field: string; reason: string }[] = [];
    const drafts = await draftEntities(rows, await entityCatalogue(db), problems);
    await checkEntities(db, drafts, { areaId: req.areaId, range: areaCodeRange(req.areaId) }, problems);
    if (problems.length || req.dryRun) return { total: rows.length, inserted: 0, updated: 0, problems };
    const counts = await db.tx(async (q) => {
      await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['import:entities']);
      const c = await writeEntities(q, drafts);
      await req.record(q, { ...c, total: rows.length });
      return c;
    });
    return { total: rows.length, ...counts, problems };
  },
});

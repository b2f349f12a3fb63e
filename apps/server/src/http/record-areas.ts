import type { RecordKind } from '@fengshou/core/contract';

/** How to find the area of a record: its table, its area column, and its keys (field `by` → column, type). */
export interface RecordLookup {
  table: string;
  /** An expression over the table's columns giving the record's area code. */
  area: string;
  /** Keys by name: `id` is the default key of a declaration. */
  keys: Readonly<Record<string, { column: string; type: 'int' | 'text' }>>;
  /** Only records that match this condition count (live users). */
  where?: string;
  /**
   * The 300 detail when no record has the key; null answers an unknown key like one outside the area
   * (401), so the ids of administrative records cannot be probed.
   */
  missing: string | null;
  /** The 401 detail of a record outside the caller's area, when not the generic one. */
  outside?: string;
}

const byId = { id: { column: 'id', type: 'int' } } as const;
const SUBJECT_OUTSIDE = '无权访问该主体的数据';

/** The lookup of every record kind the contract may name in a scoped field. */
export const RECORD_AREAS: Readonly<Record<RecordKind, RecordLookup>> = {
  farm: { table: 'farms', area: 'area_id', keys: byId, missing: '农场不存在' },
  company: {
    table: 'companies',
    area: 'area_id',
    keys: { ...byId, creditCode: { column: 'credit_code', type: 'text' } },
    missing: '经营主体不存在',
  },
  parcel: {
    table: 'land_parcels',
    area: 'area_id',
    keys: {
      ...byId,
      dkid: { column: 'dkid', type: 'text' },
      shGisDkid: { column: 'sh_gis_dkid', type: 'text' },
    },
    missing: '地块不存在',
  },
  plantPlan: { table: 'plant_plans', area: 'area_id', keys: byId, missing: '种植计划不存在' },
  plantMission: { table: 'plant_missions', area: 'area_id', keys: byId, missing: '农事任务不存在' },
  certificate: { table: 'qualified_certificates', area: 'area_id', keys: byId, missing: '合格证不存在' },
  traceCode: {
    // A code printed on a certificate: its trace code, or the certificate number before one was given.
    table:
      '(SELECT trace_code AS code, area_id FROM trace_codes UNION ALL SELECT cert_no, area_id FROM qualified_certificates) t',
    area: 'area_id',
    keys: { id: { column: 'code', type: 'text' } },
    missing: '追溯码不存在',
  },
  monitoringBatch: { table: 'monitoring_batches', area: 'area_id', keys: byId, missing: '监测批次不存在' },
  occupation: {
    table: 'farmland_occupations',
    area: 'area_id',
    keys: { ...byId, occupyNum: { column: 'occupy_num', type: 'text' } },
    missing: '图斑不存在',
  },
  abnormal: { table: 'cultivated_abnormals', area: 'area_id', keys: byId, missing: '异常图斑不存在' },
  device: {
    table: 'iot_devices',
    area: 'area_id',
    keys: { ...byId, deviceSn: { column: 'device_sn', type: 'text' } },
    missing: '设备不存在',
  },
  deviceProperty: {
    table: 'iot_device_properties p JOIN iot_devices d ON d.id = p.device_id',
    area: 'd.area_id',
    keys: { id: { column: 'p.id', type: 'int' } },
    missing: '属性不存在',
  },
  camera: { table: 'cameras', area: 'area_id', keys: byId, missing: '摄像头不存在' },
  cameraImage: { table: 'camera_ai_images', area: 'area_id', keys: byId, missing: '图片不存在' },
  earTag: {
    table: 'ear_tags',
    area: 'area_id',
    keys: { ...byId, earTagNo: { column: 'ear_tag_no', type: 'text' } },
    missing: '耳标不存在',
  },
  machine: { table: 'machines', area: 'area_id', keys: byId, missing: '农机不存在' },
  workOrder: { table: 'machine_work_orders', area: 'area_id', keys: byId, missing: '作业工单不存在' },
  facility: { table: 'highstandard_facilities', area: 'area_id', keys: byId, missing: '设施不存在' },
  subject: {
    table: 'government_subjects',
    area: 'area_id',
    keys: byId,
    missing: null,
    outside: SUBJECT_OUTSIDE,
  },
  plate: {
    table: 'plates p JOIN government_subjects gs ON gs.id = p.government_subject_id',
    area: 'gs.area_id',
    keys: { id: { column: 'p.id', type: 'int' } },
    missing: '板块不存在',
    outside: SUBJECT_OUTSIDE,
  },
  user: {
    table: 'government_users u JOIN government_subjects gs ON gs.id = u.government_subject_id',
    area: 'gs.area_id',
    keys: { id: { column: 'u.id', type: 'int' } },
    where: 'u.del_flag = 0',
    missing: '用户不存在',
    outside: SUBJECT_OUTSIDE,
  },
  pestDevice: { table: 'pest_devices', area: 'area_id', keys: byId, missing: '设备不存在' },
  fieldTask: { table: 'field_tasks', area: 'area_id', keys: byId, missing: '核查任务不存在' },
  alarm: { table: 'iot_alarm_records', area: 'area_id', keys: byId, missing: '告警不存在' },
  park: { table: 'agri_parks', area: 'area_id', keys: byId, missing: '园区不存在' },
};

/**
 * Records a body field may name, whose area the server looks up before the handler runs. The server keeps
 * the lookup of each (table, keys, area column) beside the binding.
 */
export const RECORD_KINDS = [
  'farm',
  'company',
  'parcel',
  'plantPlan',
  'plantMission',
  'certificate',
  'traceCode',
  'monitoringBatch',
  'occupation',
  'abnormal',
  'device',
  'deviceProperty',
  'camera',
  'cameraImage',
  'earTag',
  'machine',
  'workOrder',
  'facility',
  'subject',
  'plate',
  'user',
  'pestDevice',
  'alarm',
  'park',
  'fieldTask',
] as const;

/** A kind of record a body field may name. */
export type RecordKind = (typeof RECORD_KINDS)[number];

/**
 * What an area-scoped body field names: an area code inside the caller's area (`level` names the body field
 * that states its level, checked against the code), an area code that may also be one of the caller's
 * ancestors (context such as names and outlines), or the id of a record of some kind. A field whose value is
 * an array has every element checked.
 */
export type ScopeRef =
  | { kind: 'area'; level?: string; ancestors?: true }
  | { kind: 'record'; record: RecordKind; by?: string; over?: true; skipUnknown?: true };

/** An area code inside the caller's area; `level` names the body field stating its level. */
export function inArea(level?: string): ScopeRef {
  return level === undefined ? { kind: 'area' } : { kind: 'area', level };
}

/**
 * A record inside the caller's area or over it: a county's monitoring batch is seen from its towns and
 * villages, which look at their part of it.
 */
export function ofRecordOver(record: RecordKind): ScopeRef {
  return { kind: 'record', record, over: true };
}

/**
 * Keys of records (serial numbers a client holds) of which unknown ones are simply not found, while a known
 * one outside the caller's area is refused.
 */
export function ofKnownRecords(record: RecordKind, by: string): ScopeRef {
  return { kind: 'record', record, by, skipUnknown: true };
}

/** The usual pair of list bodies: `areaId` inside the caller's area, its level stated by `areaLevel`. */
export const AREA_SCOPE: Readonly<Record<string, ScopeRef>> = { areaId: inArea('areaLevel') };

/** An area code inside the caller's area or one of the areas above it (names, outlines, chains). */
export function inAreaOrAbove(): ScopeRef {
  return { kind: 'area', ancestors: true };
}

/**
 * A record whose area must lie inside the caller's area (300 when there is no such record), named by its id
 * or by another unique key (`by`: 'dkid' of a parcel, 'creditCode' of a company, 'occupyNum' of a case).
 */
export function ofRecord(record: RecordKind, by?: string): ScopeRef {
  return by === undefined ? { kind: 'record', record } : { kind: 'record', record, by };
}

/**
 * Body field names that name an area or a record by convention: an endpoint taking one must declare it in
 * `scope`, or say in `unscoped` why it needs no check (the contract test walks every endpoint).
 */
export const SCOPED_FIELD_NAMES: Readonly<Record<string, RecordKind | 'area'>> = {
  areaId: 'area',
  areaIds: 'area',
  farmAreaId: 'area',
  parentId: 'area',
  farmId: 'farm',
  farmIds: 'farm',
  companyId: 'company',
  creditCode: 'company',
  landId: 'parcel',
  dkid: 'parcel',
  planId: 'plantPlan',
  missionId: 'plantMission',
  certificateId: 'certificate',
  certificateIds: 'certificate',
  batchId: 'monitoringBatch',
  occupyNum: 'occupation',
  deviceId: 'device',
  devicePropertyId: 'deviceProperty',
  cameraId: 'camera',
  imgId: 'cameraImage',
  earTagNo: 'earTag',
  machineId: 'machine',
  workOrderId: 'workOrder',
  facilityId: 'facility',
  subjectId: 'subject',
  governmentSubjectId: 'subject',
  plateId: 'plate',
  alarmId: 'alarm',
  parkId: 'park',
};

/**
 * Concepts that are parts of other concepts: in every area the part's figure never exceeds the whole's
 * (times `factor` where a figure may legitimately count the same land more than once a year).
 */
export interface Containment {
  subset: string;
  set: string;
  factor?: number;
}

// 复种: up to three crops a year on the same field in the Yangtze delta.
const MULTIPLE_CROPPING = 3;

export const CONTAINMENTS: readonly Containment[] = [
  // Land: 永久基本农田 ⊂ 耕地 ⊂ 农用地 ⊂ parcels; 高标准农田 ⊂ 耕地; 确权, 生产现状用地 ⊂ 农用地.
  { subset: 'farmlandAreaMu', set: 'parcelAreaMu' },
  { subset: 'cultivatedAreaMu', set: 'farmlandAreaMu' },
  { subset: 'basicFarmlandAreaMu', set: 'cultivatedAreaMu' },
  { subset: 'highStandardAreaMu', set: 'cultivatedAreaMu' },
  { subset: 'contractedAreaMu', set: 'farmlandAreaMu' },
  { subset: 'productionLandAreaMu', set: 'farmlandAreaMu' },
  { subset: 'gradedParcelAreaMu', set: 'parcelAreaMu' },
  { subset: 'farmAreaMu', set: 'parcelAreaMu' },
  // Sowing: what grows now is on 耕地; a year's sowings count a field once per crop.
  { subset: 'sownAreaMu', set: 'cultivatedAreaMu' },
  { subset: 'sownAreaYearMu', set: 'cultivatedAreaMu', factor: MULTIPLE_CROPPING },
  { subset: 'grainSownAreaMu', set: 'sownAreaYearMu' },
  { subset: 'vegetableSownAreaMu', set: 'sownAreaYearMu' },
  // Entities and farms: the kinds of farm are kinds of farm in business.
  { subset: 'companyCreditCount', set: 'companyCount' },
  { subset: 'demoFarmCount', set: 'farmCount' },
  { subset: 'traceFarmCount', set: 'farmCount' },
  { subset: 'supervisedFarmCount', set: 'farmCount' },
  { subset: 'newFarmCount', set: 'farmCount' },
  // Devices.
  { subset: 'iotOnlineCount', set: 'iotDeviceCount' },
  { subset: 'controllerCount', set: 'iotDeviceCount' },
  { subset: 'cameraOnlineCount', set: 'cameraCount' },
  { subset: 'waterFacilityRepairCount', set: 'waterFacilityCount' },
  // Monitoring.
  { subset: 'occupationArableAreaMu', set: 'occupationAreaMu' },
  { subset: 'occupationConfirmedCount', set: 'occupationCount' },
  { subset: 'abandonedAreaMu', set: 'abnormalAreaMu' },
  { subset: 'nonGrainAreaMu', set: 'abnormalAreaMu' },
  // Field check: each stage and the overdue tasks are tasks.
  { subset: 'fieldTaskPendingCount', set: 'fieldTaskCount' },
  { subset: 'fieldTaskCheckedCount', set: 'fieldTaskCount' },
  { subset: 'fieldTaskRectifyingCount', set: 'fieldTaskCount' },
  { subset: 'fieldTaskClosedCount', set: 'fieldTaskCount' },
  { subset: 'fieldTaskOverdueCount', set: 'fieldTaskCount' },
  // Divisions.
  { subset: 'villageCommitteeCount', set: 'villageUnitCount' },
  { subset: 'residentCommitteeCount', set: 'villageUnitCount' },
];

import { ALL_ENDPOINTS, type EndpointDef, ROLE_PRESETS, type RolePreset } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFloatArtefact, numbersOf } from '../src/modules/archive/consistency/float-artefact';
import { createTestApp, type TestApp } from './harness';

/**
 * The authorization walk: every contract endpoint × {no token, each demo role, a display token}. The
 * expected answer class comes from the endpoint's declaration alone (`access`, `display`), the actual one
 * is recorded from the running app, and the two matrices must be equal. A new endpoint needs a sample
 * body here, otherwise the suite fails: so nothing reaches the API without being walked.
 */

/** Ids the sample bodies refer to, looked up in the demo database. */
interface Fixture {
  chongming: number;
  pudong: number;
  chongmingViewerRole: number;
  pudongViewerRole: number;
  pudongViewer: number;
  plateId: number;
  /** A monitoring batch of 浦东 (writes aim beside 崇明). */
  pudongBatch: number;
  /** A live token of an account outside the walk (for endpoints that take a token in the body). */
  spareToken: string;
}

type Sample = unknown | ((fx: Fixture) => unknown);

const CHONGMING_AREA = 310151000000;
const NOBODY_PHONE = '13800009999';
const WALK_SCHEDULE = {
  name: '授权遍历',
  menuKey: 1,
  areaIds: [310115000000],
  format: 'pdf-a4',
  cadence: 'weekly',
  weekday: 1,
  time: '08:00',
  recipientIds: [1],
};

/** A 1×1 PNG. */
const WALK_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const WALK_DASHBOARD = {
  skin: 'skin4',
  plates: [{ position: 1, plateName: '授权遍历', parameters: { areaId: '$_areaId' } }],
};

// Bodies pass validation, so a permitted caller reaches the handler. Where an endpoint writes, its body
// aims beside the walking subject (崇明) so the walk cannot lock itself out: those answer 401, not 403.
const SAMPLE_BODIES: Record<string, Sample> = {
  '/api/login/gov/user/login': { loginName: 'walk_nobody', password: 'not-a-password' },
  '/api/login/gov/user/logout': {},
  '/api/login/gov/user/getUserInfo': {},
  '/api/login/gov/user/getUserByToken': (fx: Fixture) => ({ accessToken: fx.spareToken }),
  '/api/login/gov/user/getUserById': (fx: Fixture) => ({ id: fx.pudongViewer }),
  '/api/login/gov/user/verifySecondFactor': { challenge: 'walk-challenge-0000000', smsCode: '000000' },
  '/api/login/gov/user/editMyPassword': { oldPassword: 'not-the-password', newPassword: 'Walk#2026new' },
  '/api/login/gov/subject/logo': (fx: Fixture) => ({ subjectId: fx.chongming }),
  '/api/login/gov/subject/getMenuLinks': (fx: Fixture) => ({ subjectId: fx.chongming }),
  '/api/login/gov/subject/forLogin': {},
  '/api/login/gov/subject/change': (fx: Fixture) => ({ subjectId: fx.chongming }),
  '/api/login/gov/user/switchUser': (fx: Fixture) => ({ userId: fx.pudongViewer }),
  '/api/login/gov/sms/token': { captchaId: 'walk', captcha: 'abcd' },
  '/api/login/gov/user/bindPhone': { phone: NOBODY_PHONE, code: '000000' },
  '/api/login/gov/user/listByPhoneCode': { phone: NOBODY_PHONE, code: '000000' },
  '/api/login/gov/user/loginByPhone': { ticket: 'walk-ticket-0000000000', userId: 1 },
  '/api/login/gov/displayToken/create': { name: '授权遍历', validDays: 1 },
  '/api/login/gov/displayToken/list': {},
  '/api/login/gov/displayToken/revoke': { id: 999999 },
  '/api/login/gov/displayPlaylist/list': {},
  '/api/login/gov/displayPlaylist/save': {
    name: '授权遍历',
    entries: [{ menuKey: 7, areaId: CHONGMING_AREA, dwellSeconds: 30 }],
  },
  '/api/login/gov/displayPlaylist/delete': { id: 999999 },
  '/api/login/gov/displayPlaylist/assign': { tokenId: 999999, playlistId: null },
  '/api/login/gov/displayPlaylist/mine': {},
  '/api/foundation/gov/captcha/get': {},
  '/api/foundation/gov/captcha/check': { captchaId: 'walk', captcha: 'abcd' },
  '/api/foundation/gov/sms/sendCode': {
    smsToken: 'walk-sms-token-000000',
    phone: NOBODY_PHONE,
    purpose: 'login',
  },
  '/api/foundation/gov/area/listByParentId': { parentId: CHONGMING_AREA },
  '/api/foundation/gov/area/listNationalByParentId': { parentId: null },
  '/api/foundation/gov/area/outline': { areaId: CHONGMING_AREA, areaLevel: 3 },
  '/api/foundation/gov/area/outlineCoverage': { areaId: CHONGMING_AREA },
  '/api/foundation/gov/dict/listByType': { dictType: 'business_type' },
  '/api/portal/gov/menuGroup/typeAndGroupList': (fx: Fixture) => ({ governmentSubjectId: fx.chongming }),
  '/api/portal/gov/showMenu/listBySubjectId': (fx: Fixture) => ({ subjectId: fx.chongming }),
  '/api/portal/gov/subjectBusinessCategoryRef/listBySubjectId': (fx: Fixture) => ({
    subjectId: fx.chongming,
  }),
  '/api/portal/gov/subjectBusinessCategoryRef/save': (fx: Fixture) => ({
    subjectId: fx.pudong,
    businessCategoryIds: [1, 3],
  }),
  '/api/portal/gov/agriproduct/list': { pageNo: 1, pageSize: 10 },
  '/api/portal/gov/agriproductTrade/list': { pageNo: 1, pageSize: 10 },
  '/api/landowner/gov/multispectral/analysis': {},
  '/api/landowner/gov/multispectral/list': { pageNo: 1, pageSize: 10 },
  '/api/portal/gov/menuTemplate/listByGovernmentSubjectId': (fx: Fixture) => ({
    governmentSubjectId: fx.chongming,
  }),
  '/api/portal/gov/governmentRoleBigdataButtonRef/list': (fx: Fixture) => ({
    governmentRoleId: fx.chongmingViewerRole,
  }),
  '/api/portal/gov/plate/list': (fx: Fixture) => ({ subjectId: fx.chongming, menuKey: 10 }),
  '/api/portal/gov/plateDetail/list': (fx: Fixture) => ({ plateId: fx.plateId }),
  '/api/portal/gov/plateImage/list': (fx: Fixture) => ({ plateId: fx.plateId }),
  '/api/portal/gov/plate/save': (fx: Fixture) => ({
    subjectId: fx.pudong,
    menuKey: 10001,
    position: 1,
    plateName: '授权遍历',
  }),
  // Loopback: refused before any request leaves the machine.
  '/api/portal/gov/externalPage/probe': { url: 'http://127.0.0.1:9/' },
  '/api/produce/gov/brand/list': { pageSize: 5 },
  '/api/produce/gov/storage/list': { pageSize: 5 },
  '/api/archive/gov/entityScore/list': { pageSize: 5 },
  '/api/archive/gov/entityScore/years': {},
  '/api/produce/gov/plantPlan/preview': { pageSize: 5 },
  '/api/produce/gov/plot/previousCropList': { pageSize: 5 },
  '/api/gisdata/gov/company/areaTable': {},
  '/api/gisdata/gov/park/list': {},
  '/api/gisdata/gov/park/detail': { parkId: 1 },
  '/api/produce/gov/iot/camera/relayList': { pageSize: 5 },
  '/api/produce/gov/iot/camera/relayStatistics': {},
  '/api/nongwei/gov/machine/get': { machineId: 1 },
  '/api/portal/gov/menuEditor/get': (fx: Fixture) => ({ subjectId: fx.chongming }),
  '/api/portal/gov/menuEditor/save': (fx: Fixture) => ({
    subjectId: fx.pudong,
    revision: 0,
    navStyleFlag: 2,
    groups: [{ groupType: 1, fullName: '授权遍历', shortName: '遍历', menus: [{ templateId: 1 }] }],
  }),
  '/api/portal/gov/menuEditor/addDashboard': (fx: Fixture) => ({ subjectId: fx.pudong, name: '授权遍历' }),
  '/api/portal/gov/dashboard/editor/get': (fx: Fixture) => ({ subjectId: fx.chongming, menuKey: 10 }),
  '/api/portal/gov/dashboard/editor/saveDraft': (fx: Fixture) => ({
    subjectId: fx.pudong,
    menuKey: 10001,
    baseRevision: 0,
    doc: WALK_DASHBOARD,
  }),
  '/api/portal/gov/dashboard/editor/discardDraft': (fx: Fixture) => ({
    subjectId: fx.pudong,
    menuKey: 10001,
    baseRevision: 0,
  }),
  '/api/portal/gov/dashboard/editor/publish': (fx: Fixture) => ({
    subjectId: fx.pudong,
    menuKey: 10001,
    baseRevision: 0,
  }),
  '/api/portal/gov/dashboard/editor/version': (fx: Fixture) => ({
    subjectId: fx.chongming,
    menuKey: 10,
    versionNo: 1,
  }),
  '/api/portal/gov/dashboard/editor/rollback': (fx: Fixture) => ({
    subjectId: fx.pudong,
    menuKey: 10001,
    baseRevision: 0,
    versionNo: 1,
  }),
  '/api/portal/gov/dashboard/editor/export': (fx: Fixture) => ({ subjectId: fx.chongming, menuKey: 10 }),
  '/api/portal/gov/dashboard/editor/import': (fx: Fixture) => ({
    subjectId: fx.pudong,
    menuKey: 10001,
    baseRevision: 0,
    template: {
      format: 'fengshou.dashboard/1',
      title: '授权遍历',
      sourceAreaId: CHONGMING_AREA,
      exportedAt: '2026-12-01 08:00:00',
      dashboard: WALK_DASHBOARD,
    },
  }),
  '/api/portal/gov/dashboard/editor/uploadImage': (fx: Fixture) => ({
    subjectId: fx.pudong,
    menuKey: 10001,
    fileName: '授权遍历.png',
    contentBase64: WALK_PNG,
  }),
  '/api/portal/gov/dashboard/editor/imageUrls': (fx: Fixture) => ({ subjectId: fx.chongming, urls: [] }),
  '/api/archive/gov/statistic/summary': { metrics: ['farmCount'] },
  '/api/archive/gov/statistic/breakdown': { metrics: ['farmCount'], by: 'area' },
  '/api/archive/gov/statistic/catalog': {},
  '/api/portal/gov/archiveGisServerConfig/listDistinctByAreaIds': { areaIds: [CHONGMING_AREA] },
  '/api/portal/gov/gateCategory/list': {},
  '/api/portal/gov/operuser/oemSignConfig/getByUrl': { operateUrl: 'localhost' },
  '/api/portal/gov/governmentRole/list': {},
  '/api/portal/gov/governmentRoleBigdataButtonRef/save': (fx: Fixture) => ({
    governmentRoleId: fx.pudongViewerRole,
    buttonCodes: ['dashboard:view'],
  }),
  '/api/portal/gov/governmentSubject/list': {},
  '/api/portal/gov/governmentSubject/updateBranding': (fx: Fixture) => ({ id: fx.pudong, skinType: 1 }),
  // Enabling an enabled subject: allowed callers change nothing the other walks rely on.
  '/api/portal/gov/governmentSubject/setStatus': (fx: Fixture) => ({ id: fx.pudong, subjectStatus: 1 }),
  '/api/portal/gov/governmentSubject/uploadLogo': (fx: Fixture) => ({
    id: fx.pudong,
    fileName: 'walk.png',
    contentBase64: 'AA==',
  }),
  '/api/portal/gov/menuTemplate/listAssignable': (fx: Fixture) => ({ governmentSubjectId: fx.pudong }),
  // 静安区, beside 崇明.
  '/api/portal/gov/governmentSubject/create': { areaId: 310106000000, adminLoginName: 'walk_subject' },
  '/api/portal/gov/governmentUser/list': {},
  '/api/portal/gov/governmentUser/create': (fx: Fixture) => ({
    loginName: 'walk_created',
    nickname: '授权遍历',
    governmentRoleId: fx.chongmingViewerRole,
  }),
  '/api/portal/gov/governmentUser/update': (fx: Fixture) => ({
    id: fx.pudongViewer,
    nickname: '授权遍历',
    governmentRoleId: fx.pudongViewerRole,
  }),
  '/api/portal/gov/governmentUser/resetPassword': (fx: Fixture) => ({ id: fx.pudongViewer }),
  '/api/portal/gov/governmentUser/assignRole': (fx: Fixture) => ({
    id: fx.pudongViewer,
    governmentRoleId: fx.pudongViewerRole,
  }),
  '/api/system/gov/audit/list': { pageNo: 1, pageSize: 5 },
  '/api/system/gov/audit/verify': {},
  '/api/system/gov/securityPolicy/get': {},
  // The walking subject (崇明) is not the top-level unit: a permitted caller is refused (401), nothing saved.
  '/api/system/gov/securityPolicy/save': {
    passwordHistoryCount: 5,
    passwordMaxAgeDays: 90,
    idleMinutes: 120,
    absoluteHours: 12,
    secondFactor: 'off',
    refusedPasswords: [],
  },
  '/api/system/gov/status/ping': { echo: 'walk' },
  '/api/system/gov/status/health': {},
  // An installed database: the setup only says it is done.
  '/api/system/gov/setup/status': {},
  '/api/system/gov/setup/regions': { parentCode: '31' },
  '/api/system/gov/setup/install': {
    setupCode: 'WALK-0000',
    regionCode: '36',
    loginName: 'walk_setup',
    password: 'Walk#2026new',
  },
  '/api/produce/gov/farm/listByArea': { pageSize: 5 },
  '/api/produce/gov/farm/listByFarmIds': { farmIds: [1] },
  '/api/produce/gov/farm/listByCompanyId': { companyId: 1 },
  '/api/produce/gov/farm/listByAreaAndBusinessCategory': { businessCategoryStrList: ['水稻'] },
  '/api/produce/gov/farm/detail': { farmId: 1 },
  '/api/produce/gov/farm/landAndPlantCount': { farmId: 1 },
  '/api/produce/gov/crop/listOnPlantingByLand': { landId: 1 },
  '/api/produce/gov/crop/listOnPlantingByDkid': { dkid: 'walk' },
  '/api/produce/gov/crop/historyByDkid': { dkid: 'walk' },
  '/api/produce/gov/crop/list': {},
  '/api/produce/gov/land/detail': { landId: 1 },
  '/api/produce/gov/landType/list': {},
  '/api/produce/gov/landType/listByAreaId': { areaId: CHONGMING_AREA },
  '/api/gisdata/gov/gisFarm/listByPage': { pageSize: 5 },
  '/api/produce/gov/company/listByArea': { pageSize: 5 },
  '/api/produce/gov/keyEntity/list': { pageSize: 5 },
  '/api/produce/gov/company/detail': { companyId: 1 },
  '/api/produce/gov/farm/coreMapInfo': { farmId: 1 },
  '/api/produce/gov/order/listNewest': {},
  '/api/produce/gov/sowing/list': { plantYear: 2026 },
  '/api/produce/gov/greenLentil/farmList': {},
  '/api/produce/gov/greenLentil/sowingAreaList': {},
  '/api/produce/gov/farm/realtimeDynamics': { limit: 5 },
  '/api/produce/gov/plantPlan/get': { planId: 1 },
  '/api/produce/gov/plantPlan/listByFarm': { farmId: 1 },
  '/api/produce/gov/plantMission/get': { missionId: 1 },
  '/api/produce/gov/output/listForecasts': {},
  '/api/produce/gov/barcode/accessCounts': {},
  '/api/produce/gov/crop/groupByNjFlag': { njFlag: 1 },
  '/api/produce/gov/crop/priceList': {},
  '/api/produce/gov/companyCategory/list': {},
  '/api/produce/gov/businessCategory/list': {},
  '/api/produce/gov/usageReport/byMonthRange': { startMonth: '2026-01', endMonth: '2026-03' },
  '/api/produce/gov/farm/plantings': { farmId: 1 },
  '/api/produce/gov/farm/inspections': { farmId: 1 },
  '/api/produce/gov/plot/ownAreaId': { shGisDkid: 'walk' },
  '/api/produce/gov/plot/operators': { landId: 1 },
  '/api/produce/gov/plot/info': { landId: 1 },
  '/api/produce/gov/plot/dkidsByFarmIds': { farmIds: [1] },
  '/api/produce/gov/plot/farmPlotIds': { farmId: 1 },
  '/api/produce/gov/plot/listByPage': { pageSize: 5, landType: 2, sortField: 'areaMu', sortOrder: 'desc' },
  '/api/produce/gov/planting/listByPage': {
    pageSize: 5,
    status: 1,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
  },
  '/api/produce/gov/plantMission/listByPage': { pageSize: 5, missionType: '植保', serviceFlag: 1 },
  '/api/produce/gov/farmInput/listByPage': { pageSize: 5, recordType: 1, category: 4 },
  '/api/produce/gov/certificate/listByArea': { pageSize: 5 },
  '/api/produce/gov/certificate/listNewestByArea': {},
  '/api/produce/gov/certificate/whiteListDetail': { farmId: 1 },
  // Writes aim at a certificate that does not exist: validated and refused (300), never written.
  '/api/produce/gov/certificate/qrCodeUrl': { certificateId: 999999999 },
  '/api/produce/gov/certificate/printRecords': { pageSize: 5 },
  '/api/produce/gov/certificate/recordPrint': { certificateIds: [999999999], copies: 1 },
  '/api/produce/gov/traceCode/resolve': { code: 'walk-000000' },
  '/api/produce/gov/traceCode/public': { code: 'walk-000000' },
  '/api/produce/gov/price/vegetableMonitor': { crop: '猪' },
  '/api/produce/gov/price/livePigTwoYear': {},
  '/api/produce/gov/price/table': { pageSize: 5, crop: 9, priceType: '生猪价' },
  '/api/exports/gov/excel/create': {
    endpoint: '/api/produce/gov/farm/listByFarmIds',
    filter: { farmIds: [1] },
    columns: [{ key: 'farmName', title: '农场名称' }],
    title: '授权遍历',
  },
  '/api/exports/gov/excel/list': {},
  '/api/exports/gov/download/list': {},
  // Jobs that do not exist: validated and answered 300, nothing touched.
  '/api/exports/gov/download/get': { id: 999999 },
  '/api/exports/gov/download/delete': { id: 999999 },
  '/api/exports/gov/download/url': { id: 999999 },
  '/api/exports/gov/download/unread': {},
  '/api/exports/gov/download/markRead': {},
  // Briefings and schedules aim at 浦东, beside 崇明: a permitted caller is refused (401), nothing queued.
  '/api/exports/gov/briefing/create': {
    menuKey: 1,
    areaId: 310115000000,
    asOf: '2026-11-30',
    format: 'pdf-a4',
  },
  '/api/exports/gov/briefingSchedule/list': {},
  '/api/exports/gov/briefingSchedule/recipients': {},
  '/api/exports/gov/briefingSchedule/create': WALK_SCHEDULE,
  '/api/exports/gov/briefingSchedule/update': { id: 999999, ...WALK_SCHEDULE },
  '/api/exports/gov/briefingSchedule/setEnabled': { id: 999999, enabled: false },
  '/api/exports/gov/briefingSchedule/delete': { id: 999999 },
  '/api/exports/gov/briefingSchedule/runNow': { id: 999999 },
  '/api/nongwei/gov/inspection/list': { pageSize: 5 },
  '/api/nongwei/gov/inspection/statistics': {},
  '/api/nongwei/gov/greenCert/list': { pageSize: 5 },
  '/api/nongwei/gov/greenCert/statistics': {},
  '/api/nongwei/gov/lawEnforcement/list': { pageSize: 5 },
  '/api/nongwei/gov/farm/supervisionProfile': { farmId: 1 },
  '/api/nongwei/gov/supervision/areaTable': {},
  '/api/nongwei/gov/animal/statistics': {},
  '/api/nongwei/gov/pig/statistics': {},
  '/api/nongwei/gov/machine/list': { pageSize: 5 },
  '/api/nongwei/gov/machine/typeStatistics': {},
  '/api/others/gov/njgov/order/list': { pageSize: 5 },
  '/api/nongwei/gov/serviceOrder/list': { pageSize: 5 },
  '/api/portal/gov/dashboard/custom/list': (fx: Fixture) => ({ subjectId: fx.chongming }),
  '/api/portal/gov/regionPage/public/get': { subject: CHONGMING_AREA },
  '/api/portal/gov/regionPage/public/plateData': { subject: CHONGMING_AREA, position: 1 },
  '/api/portal/gov/regionPage/public/shapes': { subject: CHONGMING_AREA },
  '/api/nongwei/gov/machine/track/list': { machineId: 1, limit: 2 },
  '/api/nongwei/gov/machine/durationList': { pageSize: 5 },
  '/api/nongwei/gov/machine/warnList': { pageSize: 5 },
  '/api/others/gov/loan/list': { pageSize: 5 },
  '/api/archive/gov/loan/applicationAreas': {},
  '/api/others/gov/insurance/list': { pageSize: 5 },
  '/api/others/gov/highstandard/facility/list': { pageSize: 5 },
  '/api/others/gov/highstandard/repairOrder/list': { pageSize: 5 },
  '/api/others/gov/landQuality/sampleList': { pageSize: 5 },
  '/api/others/gov/landQuality/gradeStatistics': {},
  '/api/others/gov/appconfig/qrExamples': { limit: 2 },
  '/api/gisdata/gov/nutritionQuality/list': {},
  '/api/gisdata/gov/collectiveEconomy/areaTable': {},
  '/api/gisdata/gov/collectiveAsset/list': { pageSize: 5 },
  '/api/gisdata/gov/waterFacility/list': { pageSize: 5 },
  '/api/gisdata/gov/chainTrading/list': { pageSize: 5 },
  '/api/gisdata/gov/salesOrder/detailList': { pageSize: 5 },
  '/api/archive/gov/guaranteeSupply/list': { pageSize: 5 },
  '/api/archive/gov/guaranteeSupply/statistics': {},
  '/api/archive/gov/patrol/list': { pageSize: 5 },
  '/api/archive/gov/business/report': {},
  // A dry run of an empty file: checked, never written.
  '/api/importer/gov/data/import': {
    kind: 'parcels',
    files: [{ fileName: 'walk.geojson', contentBase64: btoa('{"type":"FeatureCollection","features":[]}') }],
    dryRun: true,
  },
  '/api/importer/gov/data/progress': { taskId: 1 },
  '/api/importer/gov/kinds/list': {},
  '/api/importer/gov/kinds/missing': { kinds: ['farms'] },
  '/api/importer/gov/kinds/template': { kind: 'farms' },
  '/api/importer/gov/jobs/list': { pageSize: 5 },
  '/api/landoccupy/gov/farmlandOccupy/list': { pageSize: 5 },
  '/api/landoccupy/gov/farmlandOccupy/getByOccupyNum': { occupyNum: 'walk' },
  '/api/landoccupy/gov/farmlandOccupy/logs': { occupyNum: 'walk' },
  '/api/landoccupy/gov/farmlandOccupy/declarations': { occupyNum: 'walk' },
  '/api/landoccupy/gov/farmlandOccupy/uploadReviewImg': {
    occupyNum: 'walk',
    fileName: 'walk.png',
    contentBase64: 'AA==',
  },
  '/api/landoccupy/gov/farmlandOccupy/inputNeedReview': { occupyNum: 'walk', version: 0 },
  '/api/landoccupy/gov/farmlandOccupy/inputNoReview': { occupyNum: 'walk', version: 0 },
  '/api/landoccupy/gov/farmlandOccupy/screenNeedReview': { occupyNum: 'walk', version: 0 },
  '/api/landoccupy/gov/farmlandOccupy/screenNoReview': { occupyNum: 'walk', version: 0 },
  '/api/landoccupy/gov/farmlandOccupy/review': { occupyNum: 'walk', version: 0 },
  '/api/landoccupy/gov/farmlandOccupy/reject': { occupyNum: 'walk', version: 0 },
  '/api/landoccupy/gov/farmlandOccupy/reReview': { occupyNum: 'walk', version: 0 },
  '/api/landoccupy/gov/farmlandOccupy/success': { occupyNum: 'walk', version: 0 },
  '/api/landoccupy/gov/cultivatedAbnormal/list': {},
  '/api/landoccupy/gov/cultivatedAbnormal/get': { id: 999999 },
  '/api/landoccupy/gov/cultivatedAbnormal/logs': { id: 999999 },
  '/api/landoccupy/gov/cultivatedAbnormal/declarations': { id: 999999 },
  '/api/landoccupy/gov/cultivatedAbnormal/inputNeedReview': { id: 999999, version: 0 },
  '/api/landoccupy/gov/cultivatedAbnormal/inputNoReview': { id: 999999, version: 0 },
  '/api/landoccupy/gov/cultivatedAbnormal/screenNeedReview': { id: 999999, version: 0 },
  '/api/landoccupy/gov/cultivatedAbnormal/screenNoReview': { id: 999999, version: 0 },
  '/api/landoccupy/gov/cultivatedAbnormal/review': { id: 999999, version: 0 },
  '/api/landoccupy/gov/cultivatedAbnormal/reject': { id: 999999, version: 0 },
  '/api/landoccupy/gov/cultivatedAbnormal/reReview': { id: 999999, version: 0 },
  '/api/landoccupy/gov/cultivatedAbnormal/success': { id: 999999, version: 0 },
  '/api/landoccupy/gov/cultivatedAbnormal/govern': { id: 999999, version: 0 },
  '/api/landoccupy/gov/cultivatedBatch/list': {},
  '/api/landoccupy/gov/fieldTask/dispatch': (fx: Fixture) => ({
    batchId: fx.pudongBatch,
    toAreaId: 310115100000,
    deadline: '2099-01-01',
  }),
  '/api/landoccupy/gov/fieldTask/reassign': { taskIds: [999999], toAreaId: 310151100000 },
  '/api/landoccupy/gov/fieldTask/return': { taskId: 999999, remark: 'walk' },
  '/api/landoccupy/gov/fieldTask/list': { pageSize: 5 },
  '/api/landoccupy/gov/fieldTask/progress': {},
  '/api/landoccupy/gov/fieldTask/logs': { taskId: 999999 },
  '/api/landoccupy/gov/fieldTask/rectify': { taskIds: [999999], rectifyDeadline: '2099-01-01' },
  '/api/landoccupy/gov/fieldTask/recheck': {
    taskId: 999999,
    photoUrls: ['/files/review/00000000-0000-0000-0000-000000000000.jpg'],
  },
  '/api/landoccupy/gov/fieldTask/close': { taskId: 999999 },
  '/api/landoccupy/gov/fieldTask/checkers': {},
  '/api/landoccupy/gov/fieldTask/photoPolicy': {},
  '/api/landoccupy/gov/fieldTask/targets': {},
  '/api/landoccupy/gov/cultivatedAbnormal/uploadReviewImg': {
    id: 999999,
    fileName: 'walk.png',
    contentBase64: 'AA==',
  },
  '/api/landoccupy/gov/agriMonitoring/history': {},
  '/api/converge/gov/landAbnormal/list': {},
  '/api/converge/gov/batch/list': {},
  '/api/produce/gov/iot/alarmRecord/list': {},
  '/api/produce/gov/iot/device/list': {},
  '/api/produce/gov/iot/foodSafety/overview': { farmId: 1 },
  '/api/produce/gov/iot/device/detail': { deviceId: 999999 },
  '/api/produce/gov/iot/property/history': { devicePropertyId: 999999 },
  '/api/produce/gov/iot/property/get': { deviceId: 999999 },
  '/api/produce/gov/iot/property/state': { deviceId: 999999 },
  '/api/produce/gov/iot/group/list': {},
  '/api/produce/gov/iot/device/listByGroup': { gateCategoryId: 1 },
  '/api/produce/gov/iot/device/listBySerial': { deviceSns: ['walk'] },
  '/api/gisdata/gov/iotGis/company/listByArea': {},
  '/api/gisdata/gov/iotGis/farm/listByCompany': { companyId: 999999 },
  '/api/gisdata/gov/iotGis/metricAlarm/listByGateCategory': {},
  '/api/gisdata/gov/iotGis/alarm/latest': {},
  '/api/produce/gov/thirdIot/controller/setStatus': {
    deviceId: 999999,
    farmId: 1,
    identifier: 'pump',
    status: 1,
  },
  '/api/produce/gov/thirdIot/fertilize/list': {},
  '/api/produce/gov/iot/device/profiles': {},
  '/api/produce/gov/iot/device/create': {
    deviceSn: 'WALK-0001',
    deviceName: '授权遍历',
    profileId: 999999,
    farmId: 999999,
  },
  '/api/produce/gov/iot/device/update': { deviceId: 999999, deviceName: '授权遍历', farmId: 999999 },
  '/api/produce/gov/iot/device/delete': { deviceId: 999999 },
  '/api/produce/gov/iot/device/credential/issue': { deviceId: 999999 },
  '/api/produce/gov/iot/device/credential/issue-batch': { deviceIds: [999999] },
  '/api/produce/gov/iot/device/credential/mqtt': { deviceId: 999999, username: 'walk', password: null },
  '/api/produce/gov/iot/device/admin/list': {},
  '/api/produce/gov/iot/device/rejections': { deviceId: 999999 },
  '/api/produce/gov/iot/device/connection': {},
  '/api/produce/gov/iot/alarm/acknowledge': { alarmId: 999999, version: 1 },
  '/api/produce/gov/iot/alarm/assign': { alarmId: 999999, version: 1, userId: 1 },
  '/api/produce/gov/iot/alarm/close': { alarmId: 999999, version: 1, remark: '授权遍历' },
  '/api/produce/gov/iot/alarm/events': { alarmId: 999999 },
  '/api/produce/gov/iot/alarm/assignees': { alarmId: 999999 },
  '/api/produce/gov/iot/alarmRule/list': {},
  '/api/produce/gov/iot/alarmRule/create': { devicePropertyId: 999999, comparator: 'gt', threshold: 1 },
  '/api/produce/gov/iot/alarmRule/update': { ruleId: 999999, comparator: 'gt', threshold: 1 },
  '/api/produce/gov/iot/alarmRule/setEnabled': { ruleId: 999999, enabled: false },
  '/api/produce/gov/iot/alarmRule/profiles': {},
  '/api/produce/gov/iot/camera/list': {},
  '/api/produce/gov/iot/camera/get': { cameraId: 999999 },
  '/api/produce/gov/iot/camera/liveUrl': { cameraId: 999999 },
  '/api/produce/gov/iot/camera/ptz/start': { cameraId: 999999, direction: 2 },
  '/api/produce/gov/iot/camera/ptz/stop': { cameraId: 999999 },
  '/api/produce/gov/iot/camera/history': { cameraId: 999999 },
  '/api/produce/gov/iot/camera/aiTagImage/list': {},
  '/api/produce/gov/iot/camera/aiTagImage/detail': { imgId: 999999 },
  '/api/produce/gov/iot/camera/aiTagImage/upload': { cameraId: 999999, contentBase64: 'AA==' },
  '/api/produce/gov/iot/camera/delete': { cameraId: 999999 },
  '/api/produce/gov/iot/camera/source/get': { cameraId: 999999 },
  '/api/produce/gov/iot/camera/source/set': { cameraId: 999999 },
  '/api/produce/gov/iot/camera/credential/issue': { cameraId: 999999 },
  '/api/produce/gov/thirdIot/insect/list': {},
  '/api/produce/gov/thirdIot/pestImage/upload': { deviceId: 999999, contentBase64: 'AA==' },
  '/api/produce/gov/thirdIot/pestDevice/delete': { deviceId: 999999 },
  '/api/produce/gov/thirdIot/pestDevice/credential/issue': { deviceId: 999999 },
  '/api/produce/gov/thirdIot/insect/statistics': {},
  '/api/produce/gov/thirdIot/bug/list': {},
  '/api/produce/gov/thirdIot/bug/analysisHistory': { deviceId: 999999 },
  '/api/produce/gov/thirdIot/pestImage/today': {},
  '/api/produce/gov/thirdIot/pest/trend30': {},
  '/api/produce/gov/thirdIot/pest/statistics30': {},
  '/api/produce/gov/thirdIot/pest/currentMonth': {},
  '/api/produce/gov/thirdIot/device/detail': { deviceId: 999999 },
  '/api/produce/gov/thirdIot/device/history': { devicePropertyId: 999999 },
  '/api/produce/gov/openIot/property/history': { devicePropertyId: 999999 },
  '/api/produce/gov/openIot/camera/liveUrl': { cameraId: 999999 },
  '/api/produce/gov/openIot/camera/get': { cameraId: 999999 },
  '/api/produce/gov/openIot/camera/ptz/start': { cameraId: 999999, direction: 2 },
  '/api/produce/gov/openIot/camera/ptz/stop': { cameraId: 999999 },
  '/api/produce/gov/openIot/device/listBySerial': { deviceSns: ['walk'] },
  '/api/produce/gov/openIot/property/get': { deviceId: 999999 },
  '/api/produce/gov/openIot/property/state': { deviceId: 999999 },
  '/api/produce/gov/openIot/group/list': {},
  '/api/produce/gov/openIot/device/listByGroup': { gateCategoryId: 1 },
  '/api/produce/gov/earTag/list': {},
  '/api/produce/gov/earTag/statistics': {},
  '/api/produce/gov/earTag/get': { earTagNo: '131015100000001' },
  '/api/produce/gov/animal/plantingCount': {},
  '/api/produce/gov/animal/onPlantList': {},
  '/api/produce/gov/animal/statistics': {},
  '/api/gisdata/gov/area/childOutlines': { areaId: CHONGMING_AREA },
  '/api/gisdata/gov/map/points': { kind: 'farm' },
  '/api/gisdata/gov/monitoring/batches': { kind: 'change' },
  '/api/gisdata/gov/monitoring/findings': { batchId: 1 },
  '/api/gisdata/gov/monitoring/cropStats': { batchId: 1 },
  '/api/gisdata/gov/monitoring/imagery': { batchId: 1 },
  '/api/gisdata/gov/monitoring/imagery/save': (fx: Fixture) => ({
    batchId: fx.pudongBatch,
    phase: 'after',
    sourceType: 'synthetic',
    minZoom: 12,
    maxZoom: 18,
  }),
  '/api/gisdata/gov/analysis/drawnArea': {
    geometry: {
      type: 'LineString',
      coordinates: [
        [121.5, 31.6],
        [121.51, 31.6],
      ],
    },
  },
  '/api/gisdata/gov/map/query': { layer: 'parcels', maxPages: 1 },
  '/api/gisdata/gov/gisToken/get': {},
  '/api/gisdata/gov/uav/patrols': {},
  '/api/gisdata/gov/surroundings/analyse': { lng: 121.5, lat: 31.6, radiusM: 500 },
  '/api/gisdata/gov/view/objects': { bbox: [121.5, 31.6, 121.52, 31.62] },
  '/api/landoccupy/gov/analysis/summary': {},
};

const ROLES = ['chongming_admin', 'chongming_reviewer', 'chongming_checker', 'chongming_viewer'] as const;
const CALLERS = ['none', ...ROLES, 'display'] as const;
type Caller = (typeof CALLERS)[number];
const ROLE_OF: Record<(typeof ROLES)[number], RolePreset> = {
  chongming_admin: 'admin',
  chongming_reviewer: 'reviewer',
  chongming_checker: 'checker',
  chongming_viewer: 'viewer',
};

/** Answer classes: refused for the token (400), refused for the permission (403), or let through. */
type Outcome = '400' | '403' | 'through';

/** What the declaration promises for a caller. */
function expected(e: EndpointDef, caller: Caller): Outcome {
  if (e.access === 'public') return 'through';
  if (caller === 'none') return '400';
  // Display tokens are issued by chongming_admin and carry the viewer's permissions (auth/sessions).
  const granted: readonly string[] =
    caller === 'display' ? ROLE_PRESETS.viewer.permissions : ROLE_PRESETS[ROLE_OF[caller]].permissions;
  if (caller === 'display' && !e.display) return '403';
  if (e.access === 'session') return 'through';
  // A list of codes lets in a holder of any of them.
  const anyOf: readonly string[] = typeof e.access === 'string' ? [e.access] : e.access;
  return anyOf.some((c) => granted.includes(c)) ? 'through' : '403';
}

const classOf = (respCode: number): Outcome =>
  respCode === 400 ? '400' : respCode === 403 ? '403' : 'through';

let t: TestApp;
let fx: Fixture;
const users = new Map<string, { id: number; subjectId: number }>();

/** A fresh token per call: some endpoints (logout, change subject) alter the session they run in. */
async function tokenFor(caller: Caller): Promise<string | undefined> {
  if (caller === 'none') return undefined;
  const { sessions } = t.app.services;
  if (caller === 'display') {
    const admin = users.get('chongming_admin')!;
    return (await sessions.createDisplayToken(t.db, admin.id, admin.subjectId, '授权遍历', 1)).token;
  }
  const u = users.get(caller)!;
  return (await sessions.createUserSession(t.db, u.id, u.subjectId)).token;
}

const bodyOf = (sample: Sample) => (typeof sample === 'function' ? sample(fx) : sample);

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.query<{ login_name: string; id: number; government_subject_id: number }>(
    'SELECT login_name, id, government_subject_id FROM government_users',
  );
  for (const r of rows) users.set(r.login_name, { id: r.id, subjectId: r.government_subject_id });
  const one = async (sql: string) => (await t.db.query<{ id: number }>(sql))[0]!.id;
  const subject = (name: string) => one(`SELECT id FROM government_subjects WHERE subject_name = '${name}'`);
  const role = async (subjectId: number) =>
    one(
      `SELECT id FROM government_roles WHERE government_subject_id = ${subjectId} AND role_code = 'viewer'`,
    );
  const chongming = await subject('崇明区农业农村委员会');
  const pudong = await subject('浦东新区农业农村委员会');
  const spare = users.get('shanghai_viewer')!;
  fx = {
    chongming,
    pudong,
    chongmingViewerRole: await role(chongming),
    pudongViewerRole: await role(pudong),
    pudongViewer: users.get('pudong_viewer')!.id,
    plateId: await one(
      `SELECT id FROM plates WHERE government_subject_id = ${chongming} ORDER BY id LIMIT 1`,
    ),
    pudongBatch: await one(
      'SELECT id FROM monitoring_batches WHERE area_id = 310115000000 AND batch_type = 1 ORDER BY id LIMIT 1',
    ),
    spareToken: (await t.app.services.sessions.createUserSession(t.db, spare.id, spare.subjectId)).token,
  };
});
afterAll(() => t.close());

describe('authorization walk', () => {
  it('has a schema-valid sample body for every endpoint, and none for endpoints that are gone', () => {
    const paths = new Set(ALL_ENDPOINTS.map((e) => e.path));
    expect(ALL_ENDPOINTS.filter((e) => !(e.path in SAMPLE_BODIES)).map((e) => e.path)).toEqual([]);
    expect(Object.keys(SAMPLE_BODIES).filter((p) => !paths.has(p as EndpointDef['path']))).toEqual([]);
    const invalid = ALL_ENDPOINTS.filter((e) => e.path in SAMPLE_BODIES)
      .map((e) => ({ path: e.path, result: e.body.safeParse(bodyOf(SAMPLE_BODIES[e.path])) }))
      .filter((r) => !r.result.success)
      .map((r) => `${r.path}: ${r.result.error?.issues.map((i) => i.message).join('; ')}`);
    expect(invalid).toEqual([]);
  });

  // One test per caller, each walking every endpoint once: all callers at once are ~2,000 requests, too
  // long for one test on a busy machine.
  it.each(CALLERS)('answers %s at every endpoint exactly as the declarations say', async (caller) => {
    const want: Record<string, Outcome> = {};
    const got: Record<string, Outcome> = {};
    const artefacts: string[] = [];
    for (const e of ALL_ENDPOINTS) {
      const body = e.path in SAMPLE_BODIES ? bodyOf(SAMPLE_BODIES[e.path]) : {};
      const res = await t.call(e, body, await tokenFor(caller));
      want[e.path] = expected(e, caller);
      got[e.path] = classOf(res.respCode);
      for (const [path, v] of numbersOf(res.obj, 'obj')) {
        if (isFloatArtefact(v)) artefacts.push(`${e.path} ${path} = ${v}`);
      }
    }
    expect(got).toEqual(want);
    // Figures reach the screen as the format rules round them, never as 359.44000000000005.
    expect(artefacts).toEqual([]);
  });
});

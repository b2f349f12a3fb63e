import { z } from 'zod';
import {
  pageOf,
  zAccountName,
  zAreaId,
  zBase64,
  zEmpty,
  zId,
  zLine,
  zOk,
  zPaging,
  zPhone,
  zRelativeOrHttpUrl,
  zText,
} from './common';
import { defineEndpoint } from './define';
import { zGovSubject, zGovUser } from './login';
import { zLiveTopic, zPlateDetailSource, zPlateLinkage, zPlateView } from './plate-view';
import { inArea, inAreaOrAbove, ofRecord } from './scope';

/** A menu of a subject: its show-menu entry joined with the menu template. */
export const zMenu = z.object({
  governmentShowMenuTemplateId: z.number().int(),
  menuName: z.string(),
  customName: z.string().nullable(),
  /** The route meta key of §2 (dashboard child keys, 10001–10025 dynamic ones). */
  menuKey: z.number().int(),
  /** Route name of the page, or null for an external link. */
  routeName: z.string().nullable(),
  /** External address for link menus (opened instead of a route). */
  linkUrl: z.string().nullable(),
  showNavbarFlag: z.number().int(),
  sortNum: z.number().int(),
  icon: z.string().nullable(),
});

export const zMenuGroup = z.object({
  id: z.number().int(),
  fullName: z.string(),
  shortName: z.string(),
  sortNum: z.number().int(),
  menuList: z.array(zMenu),
});

export const zMenuType = z.object({
  groupType: z.number().int(),
  groupTypeName: z.string(),
  menuGroupList: z.array(zMenuGroup),
});

export const listMenuTypesAndGroups = defineEndpoint({
  path: '/api/portal/gov/menuGroup/typeAndGroupList',
  summary: '菜单类型与分组（含菜单）',
  access: 'session',
  display: true,
  scope: { governmentSubjectId: ofRecord('subject') },
  body: z.strictObject({ governmentSubjectId: zId }),
  result: z.array(zMenuType),
});

/** A show-menu entry: the menu with the group it is filed under. */
export const zShowMenu = zMenu.omit({ icon: true }).extend({ menuGroupId: z.number().int() });

export const listShowMenusBySubjectId = defineEndpoint({
  path: '/api/portal/gov/showMenu/listBySubjectId',
  summary: '主体的显示菜单（自定义名称、是否显示在导航、排序）',
  access: 'session',
  display: true,
  scope: { subjectId: ofRecord('subject') },
  body: z.strictObject({ subjectId: zId }),
  result: z.array(zShowMenu),
});

export const zMenuTemplate = z.object({
  id: z.number().int(),
  menuName: z.string(),
  menuKey: z.number().int(),
  routeName: z.string().nullable(),
  linkUrl: z.string().nullable(),
  icon: z.string().nullable(),
});

export const listMenuTemplatesBySubjectId = defineEndpoint({
  path: '/api/portal/gov/menuTemplate/listByGovernmentSubjectId',
  summary: '主体可用的菜单模板',
  access: 'session',
  scope: { governmentSubjectId: ofRecord('subject') },
  body: z.strictObject({ governmentSubjectId: zId }),
  result: z.array(zMenuTemplate),
});

export const zPermission = z.object({
  buttonCode: z.string(),
  buttonName: z.string(),
  isChecked: z.number().int(),
});

export const listRolePermissions = defineEndpoint({
  path: '/api/portal/gov/governmentRoleBigdataButtonRef/list',
  summary: '角色的权限按钮',
  access: 'session',
  display: true,
  beforePasswordChange: true,
  body: z.strictObject({ governmentRoleId: zId }),
  result: z.array(zPermission),
});

export const zPlate = z.object({
  id: z.number().int(),
  plateName: z.string(),
  remark: z.string().nullable(),
  declaration: z.string().nullable(),
  detailFlag: z.number().int(),
  detailType: z.number().int(),
  detailImgShowType: z.number().int(),
  detailUrl: z.string().nullable(),
  position: z.number().int(),
  chartType: z.string(),
  interfaceUrl: z.string().nullable(),
  parameters: z.record(z.string(), z.unknown()),
  /** How the engine draws the data (visual + field mapping); null for plates without a data view. */
  view: zPlateView.nullable(),
  /** Live detail tables (detailType 2) computed from statistics; null when the tables are stored rows. */
  detailSource: zPlateDetailSource.nullable(),
  /** What a click on one of its chart elements does (联动); null or absent: a click drills as the view says. */
  linkage: zPlateLinkage.nullable().optional(),
  /**
   * Live-channel topics that make the plate stale on an open screen: its view's own and those the
   * statistic metrics it shows declare (an `iot.alarm` for a plate of alarm counts). Derived when listed.
   */
  liveTopics: z.array(zLiveTopic).optional(),
  /**
   * The plate's figures follow the dashboard's period (year and month): flows counted per year, charts over
   * time, `$_` dates. A dashboard offers its period selector when a plate has it. Derived when listed.
   */
  periodic: z.boolean().optional(),
});

export const listPlates = defineEndpoint({
  path: '/api/portal/gov/plate/list',
  summary: '大屏板块',
  access: 'dashboard:view',
  display: true,
  scope: { subjectId: ofRecord('subject') },
  body: z.strictObject({ subjectId: zId, menuKey: z.number().int() }),
  result: z.array(zPlate),
});

export const zChartTable = z.object({
  id: z.number().int(),
  chartName: z.string(),
  dataSource: z.string().nullable(),
  plateDetailChartMetricGroupList: z.array(
    z.object({
      chartMetricGroupName: z.string(),
      plateDetailChartMetricList: z.array(
        z.object({
          id: z.number().int(),
          chartMetricName: z.string(),
          chartMetricValue: z.string().nullable(),
        }),
      ),
    }),
  ),
});

export const listPlateDetails = defineEndpoint({
  path: '/api/portal/gov/plateDetail/list',
  summary: '板块明细表',
  access: 'dashboard:view',
  display: true,
  /** areaId: the area the dashboard shows (live tables are computed for it; the subject's own by default). */
  scope: { plateId: ofRecord('plate'), areaId: inArea() },
  body: z.strictObject({ plateId: zId, areaId: zAreaId.optional() }),
  result: z.array(zChartTable),
});

/**
 * Creates or replaces the plate at (subject, menu key, position). interfaceUrl must be a plate source of
 * this API (isPlateSource), the view must parse and every metric id must exist in the statistics registry;
 * otherwise 300 naming the field.
 */
export const savePlate = defineEndpoint({
  path: '/api/portal/gov/plate/save',
  summary: '保存大屏板块配置',
  access: 'portal:manage',
  audit: 'portal.change',
  scope: { subjectId: ofRecord('subject') },
  body: z.strictObject({
    subjectId: zId,
    menuKey: z.number().int().min(1).max(99999),
    position: z.number().int().min(1).max(12),
    plateName: zLine(32).min(1),
    remark: zText(200).nullable().optional(),
    declaration: zText(500).nullable().optional(),
    detailFlag: z.number().int().min(0).max(1).default(0),
    detailType: z.number().int().min(0).max(99).default(2),
    detailImgShowType: z.number().int().min(0).max(1).default(0),
    detailUrl: zRelativeOrHttpUrl(512).nullable().optional(),
    interfaceUrl: zLine(256).nullable().optional(),
    parameters: z.record(z.string(), z.unknown()).default({}),
    view: zPlateView.nullable().optional(),
    detailSource: zPlateDetailSource.nullable().optional(),
    linkage: zPlateLinkage.nullable().optional(),
  }),
  result: zPlate,
});

export const zImage = z.object({
  id: z.number().int(),
  imgUrl: z.string(),
  imgName: z.string(),
  imgDesc: z.string().nullable(),
});

export const listPlateImages = defineEndpoint({
  path: '/api/portal/gov/plateImage/list',
  summary: '板块图片',
  access: 'dashboard:view',
  display: true,
  scope: { plateId: ofRecord('plate') },
  body: z.strictObject({ plateId: zId }),
  result: z.array(zImage),
});

export const zGisServer = z.object({
  id: z.number().int(),
  serverName: z.string(),
  serverCategory: z.string(),
  serverType: z.number().int(),
  serverUrl: z.string(),
  legend: z.string().nullable(),
  centerExtendPlus: z.string().nullable(),
});

export const listGisServers = defineEndpoint({
  path: '/api/portal/gov/archiveGisServerConfig/listDistinctByAreaIds',
  summary: '地图服务配置（按区域去重）',
  access: 'session',
  display: true,
  scope: { areaIds: inAreaOrAbove() },
  body: z.strictObject({ areaIds: z.array(zAreaId).min(1).max(50) }),
  result: z.array(zGisServer),
});

export const zGateCategory = z.object({
  id: z.number().int(),
  identifier: z.string(),
  name: z.string(),
  icon: z.string().nullable(),
  sortNum: z.number().int(),
});

export const listGateCategories = defineEndpoint({
  path: '/api/portal/gov/gateCategory/list',
  summary: '物联网关分类',
  access: 'session',
  display: true,
  body: zEmpty,
  result: z.array(zGateCategory),
});

export const zOemBranding = z.object({
  id: z.number().int(),
  isOfficial: z.number().int(),
  operateName: z.string(),
  operateUrl: z.string(),
  operateIcon: z.string().nullable(),
  operateImage: z.string().nullable(),
  bigScreenTitle: z.string(),
  platformTitle: z.string(),
  loginTitle: z.string(),
  copyright: z.string().nullable(),
  icpNumber: z.string().nullable(),
  policeNumber: z.string().nullable(),
  defaultSubjectId: z.number().int().nullable(),
});

export const getOemBranding = defineEndpoint({
  path: '/api/portal/gov/operuser/oemSignConfig/getByUrl',
  summary: '按访问域名取OEM品牌',
  access: 'public',
  body: z.strictObject({ operateUrl: zLine(255).min(1) }),
  result: zOemBranding,
});

export const zRole = z.object({
  id: z.number().int(),
  roleName: z.string(),
  roleCode: z.string(),
  governmentSubjectId: z.number().int(),
});

export const listRoles = defineEndpoint({
  path: '/api/portal/gov/governmentRole/list',
  summary: '主体的角色（默认本主体，或辖区内的下级主体）',
  access: ['user:manage', 'role:manage'],
  scope: { governmentSubjectId: ofRecord('subject') },
  body: z.strictObject({ governmentSubjectId: zId.optional() }),
  result: z.array(zRole),
});

export const saveRolePermissions = defineEndpoint({
  path: '/api/portal/gov/governmentRoleBigdataButtonRef/save',
  summary: '保存角色权限按钮（安全管理员；三员分立：一个角色只担一种管理职责，不能修改本人的角色）',
  access: 'role:manage',
  audit: 'role.permissions',
  body: z.strictObject({ governmentRoleId: zId, buttonCodes: z.array(zLine(64)).max(100) }),
  result: zOk,
});

export const listSubjects = defineEndpoint({
  path: '/api/portal/gov/governmentSubject/list',
  summary: '辖区内的政府主体',
  access: 'portal:manage',
  body: z.strictObject({ ...zPaging, keyword: zLine(64).optional() }),
  result: pageOf(zGovSubject),
});

/** Largest logo a subject may upload: a header picture, not a photograph. */
export const SUBJECT_LOGO_MAX_BYTES = 256 * 1024;

/** Address of an uploaded logo: the SHA-256 of its bytes and the extension of its type. */
export const UPLOADED_LOGO_URL = /^\/files\/logo\/[0-9a-f]{64}\.(png|jpg|svg)$/;

/** Address of a generated demo picture (the demo's subjects). */
const DEMO_LOGO_URL = /^\/files\/demo\/[a-z0-9-]+\.svg$/;

/**
 * True for the logos a subject may show: uploaded ones (checked by content when stored) and demo pictures.
 * No external address: the login page is public, so an external logo would make every visitor's browser
 * call a third party (intranet installations have none to call), its content could change after it was
 * chosen, and a redirect to it would be an open redirect.
 */
export function isLogoUrl(v: string): boolean {
  return UPLOADED_LOGO_URL.test(v) || DEMO_LOGO_URL.test(v);
}

/** A subject's logo: an uploaded one or a generated demo picture. */
export const zLogoUrl = zLine(512).refine(isLogoUrl, 'logo 须为本系统上传的图片（PNG、JPEG 或 SVG）');

export const updateSubjectBranding = defineEndpoint({
  path: '/api/portal/gov/governmentSubject/updateBranding',
  summary: '修改主体品牌、界面设置与菜单模板',
  access: 'portal:manage',
  audit: 'subject.update',
  scope: { id: ofRecord('subject') },
  body: z.strictObject({
    id: zId,
    subjectName: zLine(64).min(2).optional(),
    subjectLogoUrl: zLogoUrl.nullable().optional(),
    bigDataPlatformName: zLine(64).nullable().optional(),
    middlePlatformName: zLine(64).nullable().optional(),
    poweredBy: zLine(64).nullable().optional(),
    skinType: z.number().int().min(1).max(2).optional(),
    navStyleFlag: z.number().int().min(1).max(3).optional(),
    guidePageSupportFlag: z.number().int().min(0).max(1).optional(),
    guidePageTypeFlag: z.number().int().min(1).max(6).nullable().optional(),
    /** 大屏水印: 1 on, 0 off. */
    screenWatermarkFlag: z.number().int().min(0).max(1).optional(),
    /**
     * The menu templates the subject shows (its show-menu list), chosen from listAssignableMenuTemplates (its
     * own and its superior's: none the superior lacks is added); added ones go under 其他分组.
     */
    menuTemplateIds: z.array(zId).min(1, '至少选择一个菜单模板').max(500).optional(),
  }),
  result: zGovSubject,
});

export const listAssignableMenuTemplates = defineEndpoint({
  path: '/api/portal/gov/menuTemplate/listAssignable',
  summary: '主体可选的菜单模板（已有的与上级主体拥有的；无上级的为整个目录）',
  access: 'portal:manage',
  scope: { governmentSubjectId: ofRecord('subject') },
  body: z.strictObject({ governmentSubjectId: zId }),
  result: z.array(zMenuTemplate),
});

export const uploadSubjectLogo = defineEndpoint({
  path: '/api/portal/gov/governmentSubject/uploadLogo',
  summary: '上传主体 logo（PNG、JPEG 或 SVG，256 KB 以内）；保存品牌设置时生效',
  access: 'portal:manage',
  audit: 'subject.update',
  bodyLimitBytes: Math.ceil((SUBJECT_LOGO_MAX_BYTES * 4) / 3) + 16 * 1024,
  scope: { id: ofRecord('subject') },
  body: z.strictObject({
    id: zId,
    fileName: zLine(120).min(1),
    contentBase64: zBase64('请选择图片'),
  }),
  result: z.object({ url: z.string() }),
});

export const setSubjectStatus = defineEndpoint({
  path: '/api/portal/gov/governmentSubject/setStatus',
  summary: '停用或启用下级主体（停用时其及下级主体的用户立即退出且不能登录）',
  access: 'portal:manage',
  audit: 'subject.status',
  scope: { id: ofRecord('subject') },
  body: z.strictObject({ id: zId, subjectStatus: z.number().int().min(0).max(1) }),
  result: zGovSubject,
});

export const createSubject = defineEndpoint({
  path: '/api/portal/gov/governmentSubject/create',
  summary:
    '新建下级政府主体：市、县，或本县（区）的乡镇（目录菜单、专题大屏与其系统管理员，初始密码首次登录须修改）',
  access: 'portal:manage',
  audit: 'subject.create',
  scope: { areaId: inArea() },
  body: z.strictObject({
    /** The city, county or town the new subject governs: below the caller's own area (a town: directly). */
    areaId: zAreaId,
    subjectName: zLine(64).min(2, '主体名称至少 2 个字').optional(),
    adminLoginName: zAccountName,
  }),
  result: z.object({ subject: zGovSubject, loginName: z.string(), initialPassword: z.string() }),
});

export const listUsers = defineEndpoint({
  path: '/api/portal/gov/governmentUser/list',
  summary: '辖区内的用户',
  access: ['user:manage', 'role:manage'],
  scope: { subjectId: ofRecord('subject') },
  body: z.strictObject({
    ...zPaging,
    keyword: zLine(64).optional(),
    subjectId: zId.optional(),
  }),
  result: pageOf(zGovUser),
});

const zUserFields = {
  nickname: zLine(32).min(1, '请输入姓名'),
  phone: zPhone.nullable().optional(),
  workUnit: zLine(64).nullable().optional(),
  postName: zLine(32).nullable().optional(),
  governmentRoleId: zId,
};

export const createUser = defineEndpoint({
  path: '/api/portal/gov/governmentUser/create',
  summary: '新建用户（初始密码，首次登录须修改）',
  access: 'user:manage',
  audit: 'user.create',
  scope: { governmentSubjectId: ofRecord('subject') },
  body: z.strictObject({
    loginName: zAccountName,
    governmentSubjectId: zId.optional(),
    ...zUserFields,
  }),
  result: z.object({ user: zGovUser, initialPassword: z.string() }),
});

export const updateUser = defineEndpoint({
  path: '/api/portal/gov/governmentUser/update',
  summary: '修改用户资料、角色或状态',
  access: 'user:manage',
  audit: 'user.update',
  scope: { id: ofRecord('user') },
  body: z.strictObject({ id: zId, accountStatus: z.number().int().min(0).max(1).optional(), ...zUserFields }),
  result: zGovUser,
});

export const assignUserRole = defineEndpoint({
  path: '/api/portal/gov/governmentUser/assignRole',
  summary: '分配用户角色（安全管理员；含安全管理员与审计员角色，不能分配本人）',
  access: 'role:manage',
  audit: 'user.role',
  scope: { id: ofRecord('user') },
  body: z.strictObject({ id: zId, governmentRoleId: zId }),
  result: zGovUser,
});

export const resetUserPassword = defineEndpoint({
  path: '/api/portal/gov/governmentUser/resetPassword',
  summary: '重置用户密码（安全管理员与审计员的账号由安全管理员重置）',
  access: ['user:manage', 'role:manage'],
  audit: 'password.reset',
  scope: { id: ofRecord('user') },
  body: z.strictObject({ id: zId }),
  result: z.object({ initialPassword: z.string() }),
});

/** The portal service group. */
export const portalEndpoints = {
  listMenuTypesAndGroups,
  listShowMenusBySubjectId,
  listMenuTemplatesBySubjectId,
  listRolePermissions,
  listPlates,
  listPlateDetails,
  listPlateImages,
  savePlate,
  listGisServers,
  listGateCategories,
  getOemBranding,
  listRoles,
  saveRolePermissions,
  listSubjects,
  createSubject,
  updateSubjectBranding,
  listAssignableMenuTemplates,
  uploadSubjectLogo,
  setSubjectStatus,
  listUsers,
  createUser,
  updateUser,
  assignUserRole,
  resetUserPassword,
};

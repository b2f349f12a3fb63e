import { z } from 'zod';
import { zDateTime, zEmpty, zId, zLine, zOk, zPhone, zSecret, zSmsCode } from './common';
import { defineEndpoint } from './define';
import { zCaptchaId } from './foundation';
import { ofRecord } from './scope';
import { zSecondFactorChallenge, zSessionTimes } from './security-policy';

/** A government subject as the portal sees it (spec §3 govSubjectVO). */
export const zGovSubject = z.object({
  id: z.number().int(),
  subjectName: z.string(),
  subjectLevel: z.number().int(),
  subjectLogoUrl: z.string().nullable(),
  poweredBy: z.string().nullable(),
  middlePlatformName: z.string().nullable(),
  bigDataPlatformName: z.string().nullable(),
  skinType: z.number().int(),
  groupFlag: z.number().int(),
  showLinkStatus: z.number().int(),
  webUrl: z.string().nullable(),
  showLogoFlag: z.number().int(),
  gisMapFlag: z.number().int(),
  dataTargetFlag: z.number().int(),
  yearOutputValueFlag: z.number().int(),
  loginPlatformStatus: z.number().int(),
  /** 1 enabled, 0 disabled by a superior: its users cannot sign in (nor those of the subjects below it). */
  subjectStatus: z.number().int(),
  /** A subject above this one is disabled, which disables this one too whatever its own status. */
  superiorDisabled: z.boolean(),
  guidePageSupportFlag: z.number().int(),
  guidePageTypeFlag: z.number().int().nullable(),
  navStyleFlag: z.number().int(),
  /** 1: the subject's dashboard screens carry a faint watermark of the viewer's name, login and the time. */
  screenWatermarkFlag: z.number().int(),
  showMenuTemplateStr: z.string(),
  allMenuLinks: z.string().nullable(),
  dashboadTemplateStr: z.string().nullable(),
  provinceId: z.number().nullable(),
  provinceName: z.string().nullable(),
  cityId: z.number().nullable(),
  cityName: z.string().nullable(),
  countyId: z.number().nullable(),
  countyName: z.string().nullable(),
  townId: z.number().nullable(),
  townName: z.string().nullable(),
  villageId: z.number().nullable(),
  villageName: z.string().nullable(),
  /** The subject's own area (deepest level of its chain) and that level. */
  areaId: z.number(),
  areaLevel: z.number().int(),
  /** The area chain, levels 1–5 with empty levels dropped. */
  areaChain: z.array(z.object({ areaId: z.number(), areaName: z.string(), level: z.number().int() })),
  createBy: z.string().nullable(),
  createTime: zDateTime.nullable(),
  updateBy: z.string().nullable(),
  updateTime: zDateTime.nullable(),
});

/** A government user (spec §3 govUserVO); the password never leaves the server. */
export const zGovUser = z.object({
  id: z.number().int(),
  loginName: z.string(),
  nickname: z.string(),
  phone: z.string().nullable(),
  workUnit: z.string().nullable(),
  postName: z.string().nullable(),
  accessToken: z.string().nullable(),
  accountStatus: z.number().int(),
  accountType: z.number().int(),
  delFlag: z.number().int(),
  editPasswordFlag: z.number().int(),
  governmentRoleId: z.number().int(),
  governmentRoleName: z.string(),
  governmentSubjectId: z.number().int(),
  headPhotoUrl: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: zDateTime.nullable(),
  updateBy: z.string().nullable(),
  updateTime: zDateTime.nullable(),
});

/** What user-info calls answer: the current subject and the user, and the caller's session times. */
export const zUserInfo = z.object({
  govSubjectVO: zGovSubject,
  govUserVO: zGovUser,
  session: zSessionTimes.optional(),
});

/** A successful sign-in. */
export const zLoginResult = zUserInfo.extend({ accessToken: z.string() });

/** A password sign-in: done, or waiting for the SMS code the security policy asks of this account. */
export const zPasswordLoginResult = z.union([zLoginResult, zSecondFactorChallenge]);

/** True when a password sign-in is complete (no SMS code asked). */
export function isSignedIn(r: z.infer<typeof zPasswordLoginResult>): r is z.infer<typeof zLoginResult> {
  return 'accessToken' in r;
}

const zLoginName = zLine(64).min(2, '请输入账号');
const zCaptchaFields = { captchaId: zCaptchaId.optional(), captcha: zLine(16).optional() };

export const login = defineEndpoint({
  path: '/api/login/gov/user/login',
  summary: '账号密码登录（含图片验证码）',
  access: 'public',
  audit: 'login.password',
  body: z.strictObject({
    loginName: zLoginName,
    password: zSecret(128).min(1, '请输入密码'),
    ...zCaptchaFields,
  }),
  result: zPasswordLoginResult,
});

export const verifySecondFactor = defineEndpoint({
  path: '/api/login/gov/user/verifySecondFactor',
  summary: '登录第二步：短信验证码（安全策略要求管理员双因素认证时）',
  access: 'public',
  audit: 'login.second-factor',
  body: z.strictObject({ challenge: zSecret(128).min(16), smsCode: zSmsCode }),
  result: zLoginResult,
});

export const logout = defineEndpoint({
  path: '/api/login/gov/user/logout',
  summary: '退出登录',
  access: 'session',
  audit: 'logout',
  display: true,
  beforePasswordChange: true,
  body: zEmpty,
  result: zOk,
});

export const getUserInfo = defineEndpoint({
  path: '/api/login/gov/user/getUserInfo',
  summary: '当前用户与政府主体信息',
  access: 'session',
  display: true,
  beforePasswordChange: true,
  body: zEmpty,
  result: zUserInfo,
});

export const getUserByToken = defineEndpoint({
  path: '/api/login/gov/user/getUserByToken',
  summary: '按访问令牌取用户信息',
  access: 'public',
  body: z.strictObject({ accessToken: zSecret(256).min(16) }),
  result: zUserInfo,
});

export const getUserById = defineEndpoint({
  path: '/api/login/gov/user/getUserById',
  summary: '按编号取用户',
  access: 'user:manage',
  body: z.strictObject({ id: zId }),
  result: zGovUser,
});

export const editMyPassword = defineEndpoint({
  path: '/api/login/gov/user/editMyPassword',
  summary: '修改本人密码',
  access: 'session',
  audit: 'password.change',
  beforePasswordChange: true,
  body: z.strictObject({
    oldPassword: zSecret(128).min(1, '请输入原密码'),
    newPassword: zSecret(128),
  }),
  result: zOk,
});

export const subjectLogo = defineEndpoint({
  path: '/api/login/gov/subject/logo',
  summary: '政府主体标识（登录页品牌）',
  access: 'public',
  body: z.strictObject({ subjectId: zId }),
  result: z.object({
    id: z.number().int(),
    subjectName: z.string(),
    subjectLogoUrl: z.string().nullable(),
    bigDataPlatformName: z.string().nullable(),
    showLogoFlag: z.number().int(),
  }),
});

export const zMenuLink = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  sortNum: z.number().int(),
});

export const getMenuLinks = defineEndpoint({
  path: '/api/login/gov/subject/getMenuLinks',
  summary: '主体的外部系统链接',
  access: 'session',
  display: true,
  scope: { subjectId: ofRecord('subject') },
  body: z.strictObject({ subjectId: zId }),
  result: z.array(zMenuLink),
});

export const zSubjectBrief = z.object({
  id: z.number().int(),
  subjectName: z.string(),
  subjectLevel: z.number().int(),
  areaId: z.number(),
  current: z.boolean(),
});

export const subjectForLogin = defineEndpoint({
  path: '/api/login/gov/subject/forLogin',
  summary: '可切换的政府主体',
  access: 'session',
  body: zEmpty,
  result: z.array(zSubjectBrief),
});

export const changeSubject = defineEndpoint({
  path: '/api/login/gov/subject/change',
  summary: '切换当前政府主体',
  access: 'session',
  audit: 'login.subject',
  // Switching is bounded by the user's own subject, not the current one (so one can switch back up).
  unscoped: { subjectId: 'checked against the subjects below the user’s own subject' },
  body: z.strictObject({ subjectId: zId }),
  result: zUserInfo,
});

export const switchUser = defineEndpoint({
  path: '/api/login/gov/user/switchUser',
  summary: '切换到同一手机号下的其他账号',
  access: 'session',
  audit: 'login.switch',
  body: z.strictObject({ userId: zId }),
  result: zLoginResult,
});

export const smsToken = defineEndpoint({
  path: '/api/login/gov/sms/token',
  summary: '以图片验证码换取短信发送凭证',
  access: 'public',
  body: z.strictObject({ captchaId: zCaptchaId, captcha: zLine(16).min(1) }),
  result: z.object({ smsToken: z.string(), expireSeconds: z.number().int() }),
});

export const bindPhone = defineEndpoint({
  path: '/api/login/gov/user/bindPhone',
  summary: '绑定手机号',
  access: 'session',
  audit: 'phone.bind',
  body: z.strictObject({ phone: zPhone, code: zSmsCode }),
  result: zOk,
});

export const zPhoneUser = z.object({
  id: z.number().int(),
  loginName: z.string(),
  nickname: z.string(),
  subjectName: z.string(),
  governmentRoleName: z.string(),
});

export const listUsersByPhoneCode = defineEndpoint({
  path: '/api/login/gov/user/listByPhoneCode',
  summary: '按手机号与短信验证码列出账号',
  access: 'public',
  body: z.strictObject({ phone: zPhone, code: zSmsCode }),
  result: z.object({ ticket: z.string(), users: z.array(zPhoneUser) }),
});

export const loginByPhone = defineEndpoint({
  path: '/api/login/gov/user/loginByPhone',
  summary: '短信验证后选择账号登录',
  access: 'public',
  audit: 'login.sms',
  body: z.strictObject({ ticket: zSecret(128).min(16), userId: zId }),
  result: zLoginResult,
});

export const zDisplayToken = z.object({
  id: z.number().int(),
  name: z.string(),
  subjectId: z.number().int(),
  createTime: zDateTime,
  expireTime: zDateTime,
  revoked: z.boolean(),
  /** The playlist the screen plays (null: its start page). */
  playlistId: z.number().int().nullable(),
  playlistName: z.string().nullable(),
});

export const createDisplayToken = defineEndpoint({
  path: '/api/login/gov/displayToken/create',
  summary: '签发大屏展示令牌（只读、长期）',
  access: 'display:manage',
  audit: 'display.issue',
  body: z.strictObject({
    name: zLine(64).min(1, '请输入名称'),
    validDays: z.number().int().min(1).max(3650),
  }),
  result: zDisplayToken.extend({ accessToken: z.string(), entryUrl: z.string() }),
});

export const listDisplayTokens = defineEndpoint({
  path: '/api/login/gov/displayToken/list',
  summary: '大屏展示令牌列表',
  access: 'display:manage',
  body: zEmpty,
  result: z.array(zDisplayToken),
});

export const revokeDisplayToken = defineEndpoint({
  path: '/api/login/gov/displayToken/revoke',
  summary: '吊销大屏展示令牌',
  access: 'display:manage',
  audit: 'display.revoke',
  body: z.strictObject({ id: zId }),
  result: zOk,
});

/** The login service group. */
export const loginEndpoints = {
  login,
  verifySecondFactor,
  logout,
  getUserInfo,
  getUserByToken,
  getUserById,
  editMyPassword,
  subjectLogo,
  getMenuLinks,
  subjectForLogin,
  changeSubject,
  switchUser,
  smsToken,
  bindPhone,
  listUsersByPhoneCode,
  loginByPhone,
  createDisplayToken,
  listDisplayTokens,
  revokeDisplayToken,
};

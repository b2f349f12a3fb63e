import { z } from 'zod';
import { zDateTime, zEmpty } from './common';
import { defineEndpoint } from './define';

/**
 * Bounds of the security policy. The lower ends are the level-3 floor (等保三级): a security administrator may
 * tighten the policy, never loosen it below them.
 */
export const SECURITY_POLICY_BOUNDS = {
  passwordHistoryCount: { min: 5, max: 24 },
  passwordMaxAgeDays: { min: 30, max: 365 },
  idleMinutes: { min: 5, max: 240 },
  absoluteHours: { min: 1, max: 24 },
} as const;

/** Most passwords a security administrator may add to the built-in refused list. */
export const REFUSED_PASSWORDS_MAX = 500;

/** Minutes before an idle or absolute session time-out at which the web app warns its user. */
export const SESSION_WARNING_MINUTES = 2;

/** Days before a password expires from which the web app reminds its user. */
export const PASSWORD_EXPIRY_NOTICE_DAYS = 14;

const bounded = (k: keyof typeof SECURITY_POLICY_BOUNDS) =>
  z.number().int().min(SECURITY_POLICY_BOUNDS[k].min).max(SECURITY_POLICY_BOUNDS[k].max);

/** Who is asked for an SMS code after the password: nobody, or holders of an administrative duty. */
export const zSecondFactor = z.enum(['off', 'admins']);

const policyFields = {
  /** A new password may not equal any of the last N. */
  passwordHistoryCount: bounded('passwordHistoryCount'),
  /** Days after which a password must be changed at the next sign-in. */
  passwordMaxAgeDays: bounded('passwordMaxAgeDays'),
  /** Minutes without a request after which a sign-in ends. */
  idleMinutes: bounded('idleMinutes'),
  /** Hours after which a sign-in ends however busy. */
  absoluteHours: bounded('absoluteHours'),
  secondFactor: zSecondFactor,
};

/** The installation's password and session policy. */
export const zSecurityPolicy = z.object({
  ...policyFields,
  /** Passwords the security administrator refused on top of the built-in list. */
  refusedPasswords: z.array(z.string()),
  /** How many passwords the built-in list refuses (published demo passwords and common ones). */
  builtInRefusedCount: z.number().int(),
  /** Whether the caller may change the policy (a security administrator of the top-level unit). */
  editable: z.boolean(),
  updateBy: z.string().nullable(),
  updateTime: zDateTime.nullable(),
});

export const getSecurityPolicy = defineEndpoint({
  path: '/api/system/gov/securityPolicy/get',
  summary: '密码与会话安全策略',
  access: 'security:manage',
  body: zEmpty,
  result: zSecurityPolicy,
});

export const saveSecurityPolicy = defineEndpoint({
  path: '/api/system/gov/securityPolicy/save',
  summary: '修改密码与会话安全策略（仅顶级单位的安全管理员）',
  access: 'security:manage',
  audit: 'security.policy',
  body: z.strictObject({
    ...policyFields,
    refusedPasswords: z
      .array(
        z
          .string()
          .trim()
          .min(1)
          .max(64)
          .regex(/^\P{Cc}*$/u, '不能包含控制字符'),
      )
      .max(REFUSED_PASSWORDS_MAX),
  }),
  result: zSecurityPolicy,
});

/**
 * What a password sign-in answers when the policy asks this account for an SMS code too: the code went to
 * the account's phone, and `verifySecondFactor` with the challenge completes the sign-in.
 */
export const zSecondFactorChallenge = z.object({
  secondFactor: z.object({
    challenge: z.string(),
    /** The phone the code went to, masked (138****0000). */
    phone: z.string(),
    expireSeconds: z.number().int(),
    resendSeconds: z.number().int(),
  }),
});

/** The session facts the web app needs to warn before a time-out hits. */
export const zSessionTimes = z.object({
  /** Idle limit in minutes; null for wall-screen tokens, which never idle out. */
  idleMinutes: z.number().int().nullable(),
  /** When this sign-in ends however busy. */
  expiresAt: zDateTime,
  /** When the password must be changed; null for wall screens. */
  passwordExpiresAt: zDateTime.nullable(),
});

/** The security-policy endpoints. */
export const securityPolicyEndpoints = { getSecurityPolicy, saveSecurityPolicy };

import { accessAllows, type EndpointDef, ROLE_PRESETS, type RolePreset } from '@fengshou/core/contract';
import type { TestApp } from './harness';

const DUTY_LOGINS: [RolePreset, string][] = [
  ['admin', 'chongming_admin'],
  ['security', 'chongming_security'],
  ['auditor', 'chongming_auditor'],
];

/**
 * Permissions are checked before the body, and separation of duties splits the contract between the
 * administrator, the security administrator and the auditor: a walk over every endpoint calls each as a
 * duty allowed to (the administrator for public and session endpoints).
 */
export async function dutyCallers(t: TestApp): Promise<(endpoint: EndpointDef) => string> {
  const callers = await Promise.all(
    DUTY_LOGINS.map(async ([preset, login]) => ({
      held: new Set<string>(ROLE_PRESETS[preset].permissions),
      token: await t.login(login),
    })),
  );
  return (endpoint) => (callers.find((c) => accessAllows(endpoint.access, c.held)) ?? callers[0]!).token;
}

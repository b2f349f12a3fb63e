import {
  createDevice,
  issueDeviceCredential,
  listAdminDevices,
  listDeviceProfiles,
  listFarmsByArea,
  listIotDevices,
  type zDeviceProfile,
} from '@fengshou/core/contract';
import type { z } from 'zod';
import { demoDeviceToken } from './demo-credentials';
import type { SimDeviceSpec, SimProfile } from './types';

/** Finds or makes the devices a simulation runs as, with their credentials. */
export interface Provisioner {
  provision(count: number): Promise<SimDeviceSpec[]>;
}

/** The API of a running server as an administrator sees it (POST + JSON envelope). */
export class AdminApi {
  private token = '';

  constructor(readonly baseUrl: string) {}

  async login(loginName: string, password: string): Promise<void> {
    const obj = await this.call<{ accessToken: string }>('/api/login/gov/user/login', {
      loginName,
      password,
    });
    this.token = obj.accessToken;
  }

  async call<T>(path: string, body: unknown): Promise<T> {
    const res = await fetch(new URL(path, this.baseUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        clientType: '1',
        platformType: '1',
        ...(this.token ? { accessToken: this.token } : {}),
      },
      body: JSON.stringify(body),
    });
    const env = (await res.json()) as { respCode: number; respDesc: string; obj: T };
    if (env.respCode !== 0) throw new Error(`${path}: ${env.respCode} ${env.respDesc}`);
    return env.obj;
  }
}

type ListedDevice = {
  deviceId: number;
  deviceSn: string;
  gateCategoryIdentifier: string;
  isController: boolean;
  properties: {
    identifier: string;
    normalMin: number | null;
    normalMax: number | null;
    value: number | null;
  }[];
  states: { identifier: string }[];
};

/** A device's profile as the device list shows it: its properties' normal ranges and its switches. */
export function profileOfListed(d: ListedDevice): SimProfile {
  return {
    code: d.gateCategoryIdentifier,
    properties: d.properties.map((p) => {
      const lo = p.normalMin ?? Math.min(0, p.value ?? 0);
      const hi = p.normalMax ?? Math.max(lo + 1, (p.value ?? 0) * 1.5);
      return { identifier: p.identifier, normal: [lo, hi] as const, digits: hi - lo < 5 ? 2 : 1 };
    }),
    states: d.states.map((s) => s.identifier),
  };
}

/** Every device the logged-in administrator's area holds, page by page. */
export async function listAllDevices(api: AdminApi, limit: number): Promise<ListedDevice[]> {
  const all: ListedDevice[] = [];
  for (let pageNo = 1; all.length < limit; pageNo++) {
    const page = await api.call<{ list: ListedDevice[]; total: number }>(listIotDevices.path, {
      pageNo,
      pageSize: 100,
    });
    all.push(...page.list);
    if (page.list.length < 100) break;
  }
  return all.slice(0, limit);
}

/**
 * The devices of a demo installation: its seeded devices in the administrator's area, signing in with the
 * tokens derived from their serials (demo-credentials.ts). Only online ones: an offline demo device is one
 * that stopped reporting.
 */
export class DemoProvisioner implements Provisioner {
  constructor(private readonly api: AdminApi) {}

  async provision(count: number): Promise<SimDeviceSpec[]> {
    const listed = (await listAllDevices(this.api, 100_000)).filter((d) => d.deviceSn);
    const chosen = listed.slice(0, count);
    return chosen.map((d) => ({
      sn: d.deviceSn,
      token: demoDeviceToken(d.deviceSn),
      controller: d.isController,
      profile: profileOfListed(d),
    }));
  }
}

type Profile = z.output<typeof zDeviceProfile>;

/** A registry profile as the simulator follows it: values within the normal range (the physical one without it). */
export function simProfile(p: Profile): SimProfile {
  return {
    code: p.code,
    properties: p.properties.map((x) => ({
      identifier: x.identifier,
      normal: [x.normalMin ?? x.rangeMin, x.normalMax ?? x.rangeMax] as const,
      digits: x.digits,
    })),
    states: p.states.map((s) => s.identifier),
  };
}

/**
 * Devices registered through the administration API as a real bureau would: `SIM-{prefix}-{n}` in the
 * administrator's farms, the profiles taken in turn (or only `profiles`), each with a fresh access token
 * (created with one, or issued anew when it exists from an earlier run).
 */
export class RegistryProvisioner implements Provisioner {
  constructor(
    private readonly api: AdminApi,
    private readonly opts: { prefix: string; profiles?: string[] },
  ) {}

  async provision(count: number): Promise<SimDeviceSpec[]> {
    const all = await this.api.call<Profile[]>(listDeviceProfiles.path, {});
    const profiles = this.opts.profiles ? all.filter((p) => this.opts.profiles!.includes(p.code)) : all;
    if (profiles.length === 0) throw new Error('没有可用的设备型号（profile）');
    const farms = await this.api.call<{ list: { farmId: number }[] }>(listFarmsByArea.path, {
      pageNo: 1,
      pageSize: 100,
    });
    if (farms.list.length === 0) throw new Error('管理员所辖区域内没有农场，无法登记设备');
    const specs: SimDeviceSpec[] = [];
    for (let i = 0; i < count; i++) {
      const profile = profiles[i % profiles.length]!;
      const sn = `SIM-${this.opts.prefix}-${String(i + 1).padStart(5, '0')}`;
      const token = await this.tokenOf(sn, profile.profileId, farms.list[i % farms.list.length]!.farmId, i);
      specs.push({ sn, token, controller: profile.isController, profile: simProfile(profile) });
    }
    return specs;
  }

  private async tokenOf(sn: string, profileId: number, farmId: number, i: number): Promise<string> {
    try {
      const issued = await this.api.call<{ token: string }>(createDevice.path, {
        deviceSn: sn,
        profileId,
        farmId,
        deviceName: `模拟设备 ${i + 1}`,
      });
      return issued.token;
    } catch (e) {
      // Registered by an earlier run: a new token replaces the old one.
      const found = await this.api.call<{ list: { deviceId: number; deviceSn: string }[] }>(
        listAdminDevices.path,
        {
          pageNo: 1,
          pageSize: 10,
          keywords: sn,
        },
      );
      const device = found.list.find((d) => d.deviceSn === sn);
      if (!device) throw e;
      return (
        await this.api.call<{ token: string }>(issueDeviceCredential.path, { deviceId: device.deviceId })
      ).token;
    }
  }
}

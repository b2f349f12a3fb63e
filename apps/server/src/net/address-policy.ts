import ipaddr from 'ipaddr.js';

/**
 * Which addresses the server may connect to on a user's word (an imagery template, a video platform's
 * address): public unicast only. Loopback, private, carrier-grade NAT, link-local (the cloud metadata
 * service at 169.254.169.254), unique-local, multicast, 0.0.0.0/8 and the other special ranges stay out,
 * IPv4 written inside IPv6 (::ffff:10.0.0.1, NAT64, 6to4) is judged by the IPv4 it carries, unless the
 * operator's allow-list (OUTBOUND_ALLOW) names the network or the host.
 */
export interface AllowList {
  networks: [ipaddr.IPv4 | ipaddr.IPv6, number][];
  /** Lower-case host names; one starting with a dot covers the domain's hosts (`.intranet.gov.cn`). */
  hosts: string[];
}

export const EMPTY_ALLOW_LIST: AllowList = { networks: [], hosts: [] };

const HOST_NAME = /^\.?([a-z0-9]([a-z0-9-]*[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/** What is wrong with one OUTBOUND_ALLOW entry (Chinese, for the configuration error), or null. */
export function allowEntryProblem(entry: string): string | null {
  if (ipaddr.isValidCIDR(entry) || ipaddr.isValid(entry) || HOST_NAME.test(entry.toLowerCase())) return null;
  return `“${entry}”不是网段（如 10.8.0.0/16）、IP 地址或主机名`;
}

/** The allow-list of OUTBOUND_ALLOW's entries (comma-separated CIDRs, addresses and host names). */
export function parseAllowList(entries: readonly string[]): AllowList {
  const list: AllowList = { networks: [], hosts: [] };
  for (const raw of entries) {
    const entry = raw.trim();
    if (!entry) continue;
    if (ipaddr.isValidCIDR(entry)) list.networks.push(ipaddr.parseCIDR(entry));
    else if (ipaddr.isValid(entry)) {
      const ip = ipaddr.parse(entry);
      list.networks.push([ip, ip.kind() === 'ipv4' ? 32 : 128]);
    } else list.hosts.push(entry.toLowerCase());
  }
  return list;
}

export function hostAllowed(list: AllowList, host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return list.hosts.some((a) => (a.startsWith('.') ? h.endsWith(a) || h === a.slice(1) : h === a));
}

/** The IPv4 an IPv6 address carries for translation (mapped, NAT64, 6to4), if any. */
function embeddedIpv4(ip: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const range = ip.range();
  const bytes = ip.toByteArray();
  if (range === 'ipv4Mapped' || range === 'rfc6145' || range === 'rfc6052')
    return new ipaddr.IPv4(bytes.slice(12, 16));
  if (range === '6to4') return new ipaddr.IPv4(bytes.slice(2, 6));
  return undefined;
}

/** Why an address may not be connected to (Chinese), or null when it may. */
export function addressProblem(list: AllowList, address: string): string | null {
  if (!ipaddr.isValid(address)) return `${address} 不是 IP 地址`;
  const parsed = ipaddr.parse(address);
  const ip = parsed.kind() === 'ipv6' ? (embeddedIpv4(parsed as ipaddr.IPv6) ?? parsed) : parsed;
  const allowed = list.networks.some(
    ([net, bits]) => net.kind() === ip.kind() && (ip as ipaddr.IPv4).match(net as ipaddr.IPv4, bits),
  );
  if (allowed || ip.range() === 'unicast') return null;
  return `${address} 属于本机、内网或保留地址（${RANGE_NAMES[ip.range()] ?? ip.range()}）`;
}

const RANGE_NAMES: Record<string, string> = {
  loopback: '回环地址',
  private: '私有网段',
  carrierGradeNat: '运营商级 NAT 网段',
  linkLocal: '链路本地地址',
  uniqueLocal: '唯一本地地址',
  unspecified: '未指定地址',
  multicast: '组播地址',
  broadcast: '广播地址',
  reserved: '保留地址',
};

import { badParams, expandTileTemplate } from '@fengshou/core';
import { checkOutbound, OutboundRefused } from '../../net/outbound';

/**
 * 300 naming tileUrl unless every host of a template (each of a subdomain range) may be requested: checked
 * when it is saved, so a template at 127.0.0.1 or the metadata service is refused there and then.
 */
export async function assertTemplateReachable(template: string): Promise<void> {
  // x from 0 to 35 at zoom 6 meets each host of the widest range ({0-9}, {a-z}).
  const urls = Array.from({ length: 36 }, (_, x) => new URL(expandTileTemplate(template, { z: 6, x, y: 0 })));
  const origins = new Set(urls.map((u) => u.origin));
  for (const origin of origins) {
    try {
      await checkOutbound(origin);
    } catch (e) {
      if (e instanceof OutboundRefused) throw badParams(['tileUrl'], `影像服务地址不允许访问：${e.message}`);
      throw e;
    }
  }
}

import { z } from 'zod';
import { zHttpUrl } from './common';
import { defineEndpoint } from './define';

// /iframe-detail embeds an external system; a browser cannot tell from a frame whether its address
// answered, so the server asks it (through its outbound policy) and the page says so when it did not.

export const probeExternalPage = defineEndpoint({
  path: '/api/portal/gov/externalPage/probe',
  summary: '外部页面可达性检查（嵌入前）',
  access: 'session',
  body: z.strictObject({ url: zHttpUrl(2000) }),
  result: z.object({
    /** true: answered; false: did not (reason says why); null: the server may not ask it (an intranet address). */
    reachable: z.boolean().nullable(),
    status: z.number().int().nullable(),
    reason: z.string().nullable(),
    elapsedMs: z.number().int(),
  }),
});

export const externalPageEndpoints = { probeExternalPage };

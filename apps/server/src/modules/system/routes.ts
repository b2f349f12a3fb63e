import { formatChinaDateTime } from '@fengshou/core';
import { health, ping } from '@fengshou/core/contract';
import { callerOf, type Route, route } from '../../http/route';

/** Handlers of the system service group. */
export const systemRoutes: Route[] = [
  route(ping, async (ctx) => ({
    echo: ctx.body.echo ?? null,
    userId: callerOf(ctx).userId,
    serverTime: formatChinaDateTime(new Date()),
  })),
  route(health, async ({ services }) => {
    const [row] = await services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
    return { status: 'ok' as const, database: services.db.kind, migrations: row?.n ?? 0 };
  }),
];

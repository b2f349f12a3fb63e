import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A counted figure of a record (parcels, devices, certificates …), optionally linking to its page. */
export interface Stat {
  label: string;
  value: ReactNode;
  unit?: string;
  to?: string;
}

/** A row of counted figures at the top of a detail page. */
export function StatStrip({ stats }: { stats: readonly Stat[] }) {
  return (
    <ul className="stat-strip">
      {stats.map((s) => {
        const body = (
          <>
            <span className="stat-strip-value">
              {s.value ?? '--'}
              {s.unit ? <small>{s.unit}</small> : null}
            </span>
            <span className="stat-strip-label">{s.label}</span>
          </>
        );
        return <li key={s.label}>{s.to ? <Link to={s.to}>{body}</Link> : body}</li>;
      })}
    </ul>
  );
}

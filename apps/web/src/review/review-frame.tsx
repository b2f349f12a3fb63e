import type { ReactNode } from 'react';
import { AreaContextBar } from '../ui/area/area-context-bar';
import type { RouteMeta } from '../ui/route-meta';
import './review.css';

/** The frame of the review screens: title, a subtitle and the area context bar, then the panels. */
export function ReviewFrame({
  meta,
  subtitle,
  extra,
  children,
}: {
  meta: RouteMeta;
  subtitle?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="topic-page review-page" data-route={meta.name}>
      <header className="topic-head">
        <div className="topic-heading">
          <h1 className="topic-title">{meta.title}</h1>
          {subtitle ? <div className="topic-subtitle">{subtitle}</div> : null}
        </div>
        {extra}
        <AreaContextBar />
      </header>
      {children}
    </div>
  );
}

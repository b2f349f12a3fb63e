import type { ReactNode } from 'react';

interface PanelProps {
  title: ReactNode;
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled block of a big-screen or portal page; its frame comes from the skin's CSS. */
export function Panel({ title, extra, className, children }: PanelProps) {
  return (
    <section className={`fs-panel${className ? ` ${className}` : ''}`}>
      <header className="fs-panel-head">
        <h2 className="fs-panel-title">{title}</h2>
        {extra ? <div className="fs-panel-extra">{extra}</div> : null}
      </header>
      <div className="fs-panel-body">{children}</div>
    </section>
  );
}

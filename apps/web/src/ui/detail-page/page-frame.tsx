import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

interface PageFrameProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Shows a 返回 button that goes back in history (detail pages opened from a list). */
  back?: boolean;
  /** Controls at the right of the heading (area bar, print …). */
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** The heading and body of a list or detail page. */
export function PageFrame({ title, subtitle, back, extra, className, children }: PageFrameProps) {
  const navigate = useNavigate();
  return (
    <div className={`page-frame${className ? ` ${className}` : ''}`}>
      <header className="page-frame-head">
        {back ? (
          <Button
            className="page-frame-back"
            icon={<ArrowLeftOutlined />}
            onClick={() => void navigate(-1)}
            aria-label="返回"
          >
            返回
          </Button>
        ) : null}
        <div className="page-frame-heading">
          {/* topic-title: the heading every routed page shows its route title in (the route walk reads it). */}
          <h1 className="page-frame-title topic-title">{title}</h1>
          {subtitle ? <div className="page-frame-subtitle">{subtitle}</div> : null}
        </div>
        {extra ? <div className="page-frame-extra">{extra}</div> : null}
      </header>
      <div className="page-frame-body">{children}</div>
    </div>
  );
}

import { Space } from 'antd';
import { Link } from 'react-router';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import { TopicPage } from '../../ui/topic-page';

// Topics whose work happens in the review screens link to them.
const REVIEW_LINKS: Record<string, [string, string][]> = {
  FarmlandUseControl: [
    ['/land-control/occupation', '耕地占用审核'],
    ['/land-control/abnormal', '耕地异常处置'],
    ['/land-control/batches', '监测批次总览'],
  ],
  LandControlDataAnalysis: [
    ['/land-control/occupation', '耕地占用审核'],
    ['/land-control/abnormal', '耕地异常处置'],
    ['/land-control/batches', '监测批次总览'],
  ],
};

/** A topic, list or screen page of §2: the shared topic frame with its area context. */
export default function TopicRoutePage({ meta }: PageProps) {
  const links = REVIEW_LINKS[meta.name];
  return (
    <TopicPage meta={meta}>
      {links ? (
        <Panel title="监管审核">
          <Space wrap>
            {links.map(([to, label]) => (
              <Link key={to} to={to}>
                {label}
              </Link>
            ))}
          </Space>
        </Panel>
      ) : null}
    </TopicPage>
  );
}

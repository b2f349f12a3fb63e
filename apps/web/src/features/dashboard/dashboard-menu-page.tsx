import type { PageProps } from '../../ui/route-meta';
import { TopicPage } from '../../ui/topic-page';
import { PlatesPanel } from './plates-panel';

/** A dashboard topic or dynamic dashboard under a menu group: the topic frame and its configured plates. */
export default function DashboardMenuPage({ meta }: PageProps) {
  return (
    <TopicPage meta={meta}>
      <PlatesPanel menuKey={meta.key} />
    </TopicPage>
  );
}

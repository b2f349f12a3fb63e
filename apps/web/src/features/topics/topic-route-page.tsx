import { TopicPage } from '../../dashboard/topic-page';
import type { PageProps } from '../../ui/route-meta';

/** A topic, list or screen page of §2: the shared topic frame with its area context. */
export default function TopicRoutePage({ meta }: PageProps) {
  return <TopicPage meta={meta} />;
}

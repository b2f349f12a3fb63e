import { Descriptions } from 'antd';
import { useParams } from 'react-router';
import { TopicPage } from '../../dashboard/topic-page';
import { Panel } from '../../ui/panel';
import { isTdt, type PageProps } from '../../ui/route-meta';

// Chinese labels of the path parameters the detail routes of §2 carry.
const PARAM_LABELS: Record<string, string> = {
  id: '编号',
  farmid: '农场编号',
  farmId: '农场编号',
  companyCode: '统一社会信用代码',
  baseid: '基地编号',
  orgid: '机构编号',
  orgname: '机构名称',
  navActiveId: '分类编号',
  menuGroupId: '菜单分组',
};

/** A detail route: the topic frame plus the record it was opened for, read from the path. */
export default function DetailRoutePage({ meta }: PageProps) {
  const params = useParams();
  const entries = Object.entries(params).filter(
    (e): e is [string, string] => e[0] !== 'menuGroupId' && e[0] !== '*' && typeof e[1] === 'string',
  );
  const subtitle = entries.map(([k, v]) => `${PARAM_LABELS[k] ?? k}：${v}`).join('　');
  return (
    <TopicPage meta={meta} subtitle={subtitle || undefined}>
      <Panel title="记录信息" className="topic-record">
        <Descriptions
          column={1}
          size="small"
          items={[
            ...entries.map(([k, v]) => ({ key: k, label: PARAM_LABELS[k] ?? k, children: v })),
            { key: 'provider', label: '地图服务', children: isTdt(meta) ? '天地图' : '默认底图' },
          ]}
        />
      </Panel>
    </TopicPage>
  );
}

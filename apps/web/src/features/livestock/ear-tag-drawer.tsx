import { getEarTag } from '@fengshou/core/contract';
import { Descriptions, Drawer, Tag, Timeline } from 'antd';
import { Link } from 'react-router';
import { useApiQuery } from '../../api';
import { DataState } from '../../ui/data-state';
import { farmPath } from './links';

/** Colours of the tag statuses 1 在栏, 2 已出栏, 3 死亡, 4 注销. */
export const STATUS_COLOR: Record<number, string> = { 1: 'green', 2: 'blue', 3: 'red', 4: 'default' };

/** One ear tag looked up (getEarTag): the animal, its farm and every event from tagging on. */
export function EarTagDrawer({ earTagNo, onClose }: { earTagNo?: string; onClose: () => void }) {
  const tag = useApiQuery(getEarTag, { earTagNo: earTagNo! }, { enabled: earTagNo !== undefined });
  return (
    <Drawer open={earTagNo !== undefined} onClose={onClose} title={`耳标 ${earTagNo ?? ''}`} width={440}>
      <DataState query={tag}>
        {(t) => (
          <div className="ls-tag-detail" data-ear-tag={t.earTagNo}>
            <Descriptions
              size="small"
              column={2}
              items={[
                { key: 'species', label: '畜种', children: t.speciesName },
                { key: 'breed', label: '品种', children: t.breed ?? '--' },
                {
                  key: 'status',
                  label: '状态',
                  children: <Tag color={STATUS_COLOR[t.earTagStatus]}>{t.earTagStatusName}</Tag>,
                },
                { key: 'birth', label: '出生日期', children: t.birthDate ?? '--' },
                { key: 'apply', label: '佩标日期', children: t.applyDate },
                {
                  key: 'farm',
                  label: '养殖场',
                  span: 2,
                  children:
                    t.farmId && t.farmName ? (
                      <Link to={farmPath(t.farmId, t.farmName)} onClick={onClose}>
                        {t.farmName}
                      </Link>
                    ) : (
                      '--'
                    ),
                },
              ]}
            />
            <h3 className="ls-tag-history">流转记录（{t.logs.length}）</h3>
            <Timeline
              items={t.logs.map((l) => ({
                children: (
                  <>
                    <b>{l.eventName}</b> {l.eventTime}
                    <div>{[l.operator, l.remark].filter(Boolean).join(' · ')}</div>
                  </>
                ),
              }))}
            />
          </div>
        )}
      </DataState>
    </Drawer>
  );
}

import { Table, Tag } from 'antd';
import type { DeviceProfile } from './queries';

const range = (min: number | null, max: number | null, unit: string) =>
  min === null && max === null ? '—' : `${min ?? '−∞'} ~ ${max ?? '∞'}${unit ? ` ${unit}` : ''}`;

/** A profile's properties (unit, physical and normal range, digits) and switches. */
export function ProfileProperties({ profile, compact }: { profile: DeviceProfile; compact?: boolean }) {
  return (
    <div className="device-profile-properties">
      <Table
        size="small"
        rowKey="identifier"
        pagination={false}
        dataSource={profile.properties}
        columns={[
          { key: 'name', title: '属性', dataIndex: 'name' },
          {
            key: 'identifier',
            title: '标识',
            dataIndex: 'identifier',
            render: (v: string) => <code>{v}</code>,
          },
          { key: 'unit', title: '单位', dataIndex: 'unit', render: (v: string) => v || '—' },
          {
            key: 'range',
            title: '量程（超出拒收）',
            render: (_, p) => range(p.rangeMin, p.rangeMax, p.unit),
          },
          { key: 'normal', title: '正常范围', render: (_, p) => range(p.normalMin, p.normalMax, p.unit) },
          ...(compact ? [] : [{ key: 'digits', title: '小数位', dataIndex: 'digits' }]),
        ]}
      />
      {profile.states.length ? (
        <div className="device-profile-states">
          开关：
          {profile.states.map((s) => (
            <Tag key={s.identifier}>
              {s.name} <code>{s.identifier}</code>
            </Tag>
          ))}
        </div>
      ) : null}
    </div>
  );
}

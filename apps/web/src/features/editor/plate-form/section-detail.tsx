import { Alert, Button, Form, Input, Radio, Switch } from 'antd';
import { DetailTablesEditor } from './detail-tables-editor';
import type { SectionProps } from './section-types';

const TYPES = [
  { value: 2, label: '明细表' },
  { value: 0, label: '图片' },
  { value: 1, label: '链接' },
  { value: 3, label: '页面事件' },
];

const URL = /^(\/(?!\/)|https?:\/\/)/i;

/**
 * 详情: whether the plate shows 详情 and what it opens (spec §3 detailType): its detail tables (stored here,
 * or computed live from statistics), its images (one by one, or one picked from a list), an address of
 * this app or an http(s) page, or an event the page handles.
 */
export function DetailSection({ plate, onChange }: SectionProps) {
  const on = plate.detailFlag === 1;
  const type = [0, 1, 2].includes(plate.detailType) ? plate.detailType : 3;
  const url = plate.detailUrl ?? '';
  return (
    <>
      <Form.Item label="显示“详情”入口">
        <Switch
          checked={on}
          onChange={(v) => onChange({ detailFlag: v ? 1 : 0 })}
          aria-label="显示详情入口"
        />
      </Form.Item>
      {on ? (
        <Form.Item label="详情类型">
          <Radio.Group
            value={type}
            options={TYPES}
            optionType="button"
            size="small"
            onChange={(e) => onChange({ detailType: e.target.value as number })}
            aria-label="详情类型"
          />
        </Form.Item>
      ) : null}
      {on && type === 0 ? (
        <>
          <Form.Item label="图片展示方式">
            <Radio.Group
              value={plate.detailImgShowType}
              onChange={(e) => onChange({ detailImgShowType: e.target.value as number })}
              options={[
                { value: 0, label: '轮播全部图片' },
                { value: 1, label: '下拉选择单张' },
              ]}
              aria-label="图片展示方式"
            />
          </Form.Item>
          <Alert type="info" showIcon title="图片在下方“图片”中上传与排序，预览中可点击“详情”查看。" />
        </>
      ) : null}
      {on && type === 1 ? (
        <Form.Item
          label="详情链接"
          required
          validateStatus={url !== '' && !URL.test(url) ? 'error' : undefined}
          help={
            url !== '' && !URL.test(url)
              ? '请填写本系统页面路径（以 / 开头）或 http(s) 地址'
              : '本系统页面在当前页打开，外部地址在新窗口打开'
          }
        >
          <Input
            value={url}
            maxLength={512}
            placeholder="/farmdetail/1 或 https://…"
            onChange={(e) => onChange({ detailUrl: e.target.value.trim() || null })}
            aria-label="详情链接"
          />
        </Form.Item>
      ) : null}
      {on && type === 2 && plate.detailSource ? (
        <Alert
          type="info"
          showIcon
          title={`本板块的明细表按统计指标实时计算（${plate.detailSource.tables.map((t) => t.title).join('、')}）`}
          action={
            <Button size="small" onClick={() => onChange({ detailSource: null })}>
              改为手工明细表
            </Button>
          }
        />
      ) : null}
      {on && type === 2 && !plate.detailSource ? (
        <DetailTablesEditor
          tables={plate.detailTables}
          onChange={(detailTables) => onChange({ detailTables })}
        />
      ) : null}
      {on && type === 3 ? (
        <Alert type="info" showIcon title="点击“详情”时向页面发出事件，由页面自行处理。" />
      ) : null}
    </>
  );
}

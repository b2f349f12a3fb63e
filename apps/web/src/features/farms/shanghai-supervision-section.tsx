import { getFarmSupervisionProfile } from '@fengshou/core/contract';
import { Table, Tag, Tooltip } from 'antd';
import { useApiQuery } from '../../api';
import { DetailSection } from '../../ui/detail-page';

const yuan = (v: number | null) => (v === null ? '--' : v.toLocaleString('zh-CN'));
const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;

/**
 * 上海 (the municipal form of the farm page): the farm's supervision file as a district or municipal bureau
 * checks it — green certification of its entity, product tests, law-enforcement cases, the yearly
 * assessment, brands in the catalogues, and the insurance whose premium public funds subsidise.
 */
export function ShanghaiSupervisionSection({ farmId }: { farmId: number }) {
  const q = useApiQuery(getFarmSupervisionProfile, { farmId });
  const tests = q.data?.detections;
  return (
    <>
      <DetailSection
        title="绿色认证（绿色食品 · 有机 · 地理标志）"
        query={q}
        isEmpty={(d) => d.greenCerts.length === 0}
        emptyText="该主体暂无绿色食品、有机或地理标志认证"
      >
        {(d) => (
          <Table
            size="small"
            rowKey="certNo"
            pagination={false}
            dataSource={d.greenCerts}
            columns={[
              { title: '证书编号', dataIndex: 'certNo' },
              { title: '认证产品', dataIndex: 'productName' },
              { title: '认证类型', dataIndex: 'certTypeName' },
              { title: '核准产量（吨）', dataIndex: 'outputT', align: 'right', render: (v) => v ?? '--' },
              { title: '有效期至', dataIndex: 'expireDate' },
              {
                title: '状态',
                dataIndex: 'validityName',
                render: (v: string, r) => <Tag color={r.validity === 1 ? 'green' : 'default'}>{v}</Tag>,
              },
            ]}
          />
        )}
      </DetailSection>
      <DetailSection
        title="农产品品牌与名录"
        query={q}
        isEmpty={(d) => d.brands.length === 0}
        emptyText="该主体暂无登记品牌"
      >
        {(d) => (
          <Table
            size="small"
            rowKey="brandName"
            pagination={false}
            dataSource={d.brands}
            columns={[
              { title: '品牌', dataIndex: 'brandName' },
              { title: '品牌产品', dataIndex: 'productName' },
              { title: '品牌类别', dataIndex: 'brandTypeName' },
              {
                title: '入选名录',
                dataIndex: 'brandLevelName',
                render: (v: string, r) => (r.brandLevel ? <Tag color="gold">{v}</Tag> : v),
              },
              { title: '注册日期', dataIndex: 'registerDate' },
            ]}
          />
        )}
      </DetailSection>
      <DetailSection
        title="农产品质量安全检测"
        className="detail-wide"
        extra={
          tests
            ? `近12个月 ${tests.total} 批次${tests.passRate === null ? '' : `，合格率 ${tests.passRate}%`}`
            : undefined
        }
        query={q}
        isEmpty={(d) => d.detections.latest.length === 0}
        emptyText="该农场暂无抽检记录"
      >
        {(d) => (
          <Table
            size="small"
            rowKey="sampleNo"
            pagination={false}
            dataSource={d.detections.latest}
            columns={[
              { title: '检测时间', dataIndex: 'detectionTime' },
              { title: '受检产品', dataIndex: 'productName' },
              { title: '检测项目', dataIndex: 'detectionItem' },
              {
                title: '检测值 / 限量',
                align: 'right',
                render: (_, r) =>
                  `${r.detectionValue ?? '--'} / ${r.detectionLimit ?? '--'} ${r.detectionUnit ?? ''}`,
              },
              {
                title: '判定',
                dataIndex: 'detectionResultName',
                render: (v: string, r) => <Tag color={r.detectionResult === 1 ? 'green' : 'red'}>{v}</Tag>,
              },
              { title: '检测机构', dataIndex: 'detectionOrg' },
            ]}
          />
        )}
      </DetailSection>
      <DetailSection
        title="农业执法案件"
        query={q}
        isEmpty={(d) => d.lawCases.length === 0}
        emptyText="该农场无农业执法立案记录"
      >
        {(d) => (
          <Table
            size="small"
            rowKey="caseNo"
            pagination={false}
            dataSource={d.lawCases}
            columns={[
              { title: '案件编号', dataIndex: 'caseNo' },
              {
                title: '案由',
                dataIndex: 'caseType',
                render: (v: string, r) => <Tooltip title={r.description}>{v}</Tooltip>,
              },
              { title: '立案日期', dataIndex: 'filingDate' },
              {
                title: '办理状态',
                dataIndex: 'statusName',
                render: (v: string, r) => <Tag color={r.status === 4 ? 'default' : 'orange'}>{v}</Tag>,
              },
              { title: '罚款（元）', dataIndex: 'penaltyAmount', align: 'right', render: yuan },
              { title: '结案日期', dataIndex: 'closingDate', render: (v: string | null) => v ?? '--' },
            ]}
          />
        )}
      </DetailSection>
      <DetailSection
        title="经营主体年度考核"
        extra={q.data?.scores[0] ? `考核单位：${q.data.scores[0].assessor}` : undefined}
        query={q}
        isEmpty={(d) => d.scores.length === 0}
        emptyText="该主体暂无考核评分"
      >
        {(d) => (
          <Table
            size="small"
            rowKey="scoreYear"
            pagination={false}
            dataSource={d.scores}
            columns={[
              { title: '考核年度', dataIndex: 'scoreYear' },
              { title: '生产管理', dataIndex: 'productionScore', align: 'right' },
              { title: '质量安全', dataIndex: 'qualityScore', align: 'right' },
              { title: '诚信经营', dataIndex: 'creditScore', align: 'right' },
              { title: '带农增收', dataIndex: 'benefitScore', align: 'right' },
              { title: '总分', dataIndex: 'totalScore', align: 'right' },
              { title: '考核等级', dataIndex: 'gradeName' },
            ]}
          />
        )}
      </DetailSection>
      <DetailSection
        title="政策性农业保险（保费补贴）"
        className="detail-wide"
        query={q}
        isEmpty={(d) => d.policies.length === 0}
        emptyText="该农场暂无农业保险保单"
      >
        {(d) => (
          <Table
            size="small"
            rowKey="policyNo"
            pagination={false}
            dataSource={d.policies}
            columns={[
              { title: '保单号', dataIndex: 'policyNo' },
              { title: '险种', dataIndex: 'insuranceType' },
              { title: '保险期间', render: (_, r) => `${r.startDate} ~ ${r.endDate}` },
              { title: '保费（元）', dataIndex: 'premium', align: 'right', render: yuan },
              { title: '补贴比例', dataIndex: 'subsidyRatio', align: 'right', render: percent },
              { title: '财政补贴（元）', dataIndex: 'subsidyAmount', align: 'right', render: yuan },
              { title: '赔款（元）', dataIndex: 'claimAmount', align: 'right', render: yuan },
            ]}
          />
        )}
      </DetailSection>
    </>
  );
}

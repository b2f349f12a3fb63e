import {
  OCCUPY_CATEGORY_LABELS,
  OCCUPY_FLAG_LABELS,
  PROCESS_STATUS_LABELS,
  type ProcessStatus,
} from '@fengshou/core';
import {
  getOccupation,
  listOccupationDeclarations,
  listOccupationLogs,
  listOccupations,
} from '@fengshou/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Descriptions, Tag } from 'antd';
import { Link, useParams } from 'react-router';
import { invalidateApi, useApiQuery } from '../../api';
import { useLiveEvents } from '../../api/live';
import { usePortal } from '../../api/portal-context';
import { CaseLogPanel, CaseMapPanel, DeclarationsPanel } from '../../review/case-panels';
import { FieldPhotosPanel } from '../../review/field-photos';
import { ReviewFrame } from '../../review/review-frame';
import { useReviewHref } from '../../review/review-links';
import { DataState } from '../../ui/data-state';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import { OccupationActions } from './occupation-actions';
import { STATUS_COLOR } from './occupation-list-page';

const text = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));
// An area by its name; the code only where the name is unknown (a code outside the area table).
const areaText = (name: string | null, id: number | null) => name ?? id;

/** One occupation case: every §3 field, the parcel, its batch snapshots, the allowed actions, the log. */
export default function OccupationCasePage({ meta }: PageProps) {
  const occupyNum = useParams().occupyNum ?? '';
  const { permissions } = usePortal();
  const qc = useQueryClient();
  const href = useReviewHref();
  const occ = useApiQuery(getOccupation, { occupyNum });
  const logs = useApiQuery(listOccupationLogs, { occupyNum });
  const decl = useApiQuery(listOccupationDeclarations, { occupyNum });
  const refresh = () => {
    void invalidateApi(
      qc,
      [getOccupation, { occupyNum }],
      [listOccupationLogs, { occupyNum }],
      listOccupations,
    );
  };
  // Another reviewer acted on this case: show its new state (and version) without a reload.
  useLiveEvents<{ kind: string; ref: string }>(
    ['case.changed'],
    (e) => e.data.kind === 'occupy' && e.data.ref === occupyNum && refresh(),
    refresh,
  );
  return (
    <ReviewFrame
      meta={meta}
      subtitle={
        <>
          <Link to={href('/land-control/occupation')}>耕地占用审核</Link> / 图斑 {occupyNum}
        </>
      }
    >
      <DataState query={occ} minHeight={300}>
        {(o) => (
          <div className="review-case">
            <div className="review-col">
              <Panel
                title={
                  <>
                    图斑 {o.occupyNum}{' '}
                    <Tag color={STATUS_COLOR[o.processStatus]}>
                      {PROCESS_STATUS_LABELS[o.processStatus as ProcessStatus] ?? o.processStatus}
                    </Tag>
                  </>
                }
                extra={<OccupationActions occ={o} permissions={permissions} onDone={refresh} />}
              >
                <Descriptions
                  size="small"
                  column={{ xs: 1, md: 2 }}
                  items={[
                    ['图斑编号', o.occupyNum],
                    ['认定结果', OCCUPY_FLAG_LABELS[o.occupyFlag as 0 | 1]],
                    ['占用类型', OCCUPY_CATEGORY_LABELS[o.occupyCategory] ?? o.occupyCategory],
                    ['占地面积', `${o.occupyAcre.toFixed(4)} 亩`],
                    ['占用耕地面积', `${o.occupyArableLandAcre.toFixed(4)} 亩`],
                    ['地址', o.address],
                    ['省', areaText(o.provinceName, o.provinceId)],
                    ['市', areaText(o.cityName, o.cityId)],
                    ['区县', areaText(o.countyName, o.countyId)],
                    ['乡镇', areaText(o.townName, o.townId)],
                    ['村', areaText(o.villageName, o.villageId)],
                    ['所在区域', o.areaName],
                    ['监测批次', `${o.batchName}（${o.arableLandBatchRecordId}）`],
                    ['核查意见', o.checkRemark],
                    ['审核意见', o.auditRemark],
                    ['复核意见', o.reviewRemark],
                    ['复核人', o.reviewUserName ?? o.reviewUserId],
                    ['复核地点', o.reviewUserAddress],
                    [
                      '复核位置',
                      o.reviewUserCenterLat === null
                        ? null
                        : `${o.reviewUserCenterLat.toFixed(6)}, ${o.reviewUserCenterLng?.toFixed(6)}`,
                    ],
                    ['版本', o.version],
                    ['创建时间', o.createTime],
                    ['更新时间', o.updateTime],
                  ].map(([label, v]) => ({ key: String(label), label, children: text(v) }))}
                />
              </Panel>
              <FieldPhotosPanel photos={o.reviewPhotos} />
              <DeclarationsPanel query={decl} />
            </div>
            <div className="review-col">
              <CaseMapPanel
                batchId={o.arableLandBatchRecordId}
                geometry={o.ring}
                area={{ areaId: o.areaId, areaName: o.areaName }}
                marker={
                  o.reviewUserCenterLat !== null && o.reviewUserCenterLng !== null
                    ? { lat: o.reviewUserCenterLat, lng: o.reviewUserCenterLng }
                    : null
                }
                photos={o.reviewPhotos}
                compareImageDate={o.compareImageDate}
                imageDate={o.imageDate}
              />
              <CaseLogPanel title="操作日志" query={logs} />
            </div>
          </div>
        )}
      </DataState>
    </ReviewFrame>
  );
}

import { listCameras, listIotDevices } from '@fengshou/core/contract';
import { Table, Tag } from 'antd';
import { Link } from 'react-router';
import { useApiQuery } from '../../api';
import { DetailSection } from '../../ui/detail-page';

const online = (status: number) => <Tag color={status ? 'green' : 'default'}>{status ? '在线' : '离线'}</Tag>;
// A base has at most a few dozen devices; more than a page shows the link to the full screen.
const PAGE = 50;

/** The farm's IoT devices and cameras by name, type and online state, each opening its live screen. */
export function FarmDevicesSection({ farmId }: { farmId: number }) {
  const devices = useApiQuery(listIotDevices, { farmId, pageSize: PAGE });
  const cameras = useApiQuery(listCameras, { farmId, pageSize: PAGE });
  return (
    <>
      <DetailSection
        title={`物联网设备（${devices.data?.total ?? 0} 台）`}
        query={devices}
        isEmpty={(d) => d.list.length === 0}
        emptyText="该基地暂无物联网设备"
        extra={devices.data?.total ? <Link to={`/iotDevice/${farmId}`}>实时数据</Link> : null}
      >
        {(d) => (
          <Table
            size="small"
            rowKey="deviceId"
            pagination={{ pageSize: 8, hideOnSinglePage: true }}
            dataSource={d.list}
            columns={[
              {
                title: '设备',
                dataIndex: 'deviceName',
                render: (v: string) => <Link to={`/iotDevice/${farmId}`}>{v}</Link>,
              },
              { title: '类型', dataIndex: 'gateCategoryName' },
              { title: '状态', dataIndex: 'status', render: online },
              { title: '最近在线', dataIndex: 'lastOnlineTime', render: (v: string | null) => v ?? '--' },
            ]}
          />
        )}
      </DetailSection>
      <DetailSection
        title={`摄像头（${cameras.data?.total ?? 0} 路）`}
        query={cameras}
        isEmpty={(d) => d.list.length === 0}
        emptyText="该基地暂无摄像头"
        extra={cameras.data?.total ? <Link to={`/multiVideo/${farmId}`}>多路视频</Link> : null}
      >
        {(d) => (
          <Table
            size="small"
            rowKey="cameraId"
            pagination={{ pageSize: 8, hideOnSinglePage: true }}
            dataSource={d.list}
            columns={[
              {
                title: '摄像头',
                dataIndex: 'cameraName',
                render: (v: string, c) => (
                  <Link to={`/videoDetail/${farmId}?cameraId=${c.cameraId}`}>{v}</Link>
                ),
              },
              { title: '品牌', dataIndex: 'brand', render: (v: string | null) => v ?? '--' },
              { title: '云台', dataIndex: 'ptzCapable', render: (v: boolean) => (v ? '可控' : '固定') },
              { title: '状态', dataIndex: 'status', render: online },
            ]}
          />
        )}
      </DetailSection>
    </>
  );
}

import { createDevice, updateDevice } from '@fengshou/core/contract';
import { Alert, Button, DatePicker, Drawer, Form, Input, InputNumber, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useApiMutation } from '../../../api';
import { problemOf } from '../api-problem';
import { FarmSelect } from './farm-select';
import { ProfileProperties } from './profile-properties';
import { type AdminDevice, DEVICE_FIELD_LABELS, type IssuedToken, useProfiles } from './queries';

interface FormValues {
  deviceSn: string;
  deviceName: string;
  profileId: number;
  farmId: number;
  lng?: number | null;
  lat?: number | null;
  manufacturer?: string;
  model?: string;
  installDate?: Dayjs | null;
}

const placeOf = (v: FormValues) => ({
  deviceName: v.deviceName,
  farmId: v.farmId,
  lng: v.lng ?? null,
  lat: v.lat ?? null,
  manufacturer: v.manufacturer?.trim() || null,
  model: v.model?.trim() || null,
  installDate: v.installDate ? v.installDate.format('YYYY-MM-DD') : null,
});

/**
 * Registers a device (serial, profile, farm, location) or edits one. The profile decides the device's
 * properties and switches, so it is chosen once, at registration; a new device's token is shown after.
 */
export function DeviceFormDrawer(props: {
  device?: AdminDevice;
  onClose(): void;
  onCreated(issued: IssuedToken): void;
  onSaved(d: AdminDevice): void;
}) {
  const { device } = props;
  const [form] = Form.useForm<FormValues>();
  const profileId = Form.useWatch('profileId', form);
  const profiles = useProfiles();
  const create = useApiMutation(createDevice, {
    body: (v: FormValues) => ({ deviceSn: v.deviceSn, profileId: v.profileId, ...placeOf(v) }),
    notify: false,
    onSuccess: (r, v) => props.onCreated({ ...r, deviceName: v.deviceName }),
  });
  const update = useApiMutation(updateDevice, {
    body: (v: FormValues) => ({ deviceId: device!.deviceId, ...placeOf(v) }),
    notify: false,
    onSuccess: props.onSaved,
  });
  const save = device ? update : create;
  const problem = save.error ? problemOf(save.error, DEVICE_FIELD_LABELS) : null;
  const profile = profiles.data?.find((p) => p.profileId === (device?.profileId ?? profileId));

  return (
    <Drawer
      open
      title={device ? `编辑设备：${device.deviceName}` : '登记设备'}
      size={600}
      onClose={props.onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={props.onClose}>取消</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {device ? '保存' : '登记并签发令牌'}
          </Button>
        </Space>
      }
    >
      {problem ? <Alert className="admin-alert" type="error" showIcon title={problem.text} /> : null}
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={
          device
            ? {
                deviceSn: device.deviceSn,
                deviceName: device.deviceName,
                profileId: device.profileId ?? undefined,
                farmId: device.farmId ?? undefined,
                lng: device.lng,
                lat: device.lat,
                manufacturer: device.manufacturer ?? undefined,
                model: device.model ?? undefined,
                installDate: device.installDate ? dayjs(device.installDate) : null,
              }
            : {}
        }
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item
          name="deviceSn"
          label="设备序列号"
          extra={
            device
              ? '序列号是设备上报与 MQTT 主题的标识，登记后不能修改'
              : '设备出厂编号；字母、数字、点、冒号、下划线或连字符'
          }
          rules={[
            { required: true, message: '请填写设备序列号' },
            { pattern: /^[\w.:-]+$/, message: '序列号须为字母、数字、下划线、点、冒号或连字符' },
            { max: 64 },
          ]}
        >
          <Input disabled={Boolean(device)} placeholder="如 CM-TR-0001" />
        </Form.Item>
        <Form.Item
          name="deviceName"
          label="设备名称"
          rules={[{ required: true, message: '请填写设备名称' }, { max: 64 }]}
        >
          <Input placeholder="如 新河镇水稻基地墒情站" />
        </Form.Item>
        <Form.Item
          name="profileId"
          label="设备模型"
          extra={device ? '设备模型决定设备的监测属性与开关，登记后不能修改' : undefined}
          rules={[{ required: true, message: '请选择设备模型' }]}
        >
          <Select
            disabled={Boolean(device)}
            loading={profiles.isLoading}
            placeholder="选择设备模型"
            options={(profiles.data ?? []).map((p) => ({
              value: p.profileId,
              label: `${p.name}（${p.gateCategoryName}${p.isController ? '，可控制' : ''}）`,
            }))}
          />
        </Form.Item>
        {profile ? <ProfileProperties profile={profile} compact /> : null}
        <Form.Item name="farmId" label="所属基地" rules={[{ required: true, message: '请选择所属基地' }]}>
          <FarmSelect
            current={device?.farmId ? { farmId: device.farmId, farmName: device.farmName ?? '' } : null}
          />
        </Form.Item>
        <div className="device-form-pair">
          <Form.Item name="lng" label="经度">
            <InputNumber
              min={73}
              max={136}
              step={0.0001}
              precision={6}
              style={{ width: '100%' }}
              placeholder="如 121.3975"
            />
          </Form.Item>
          <Form.Item name="lat" label="纬度">
            <InputNumber
              min={3}
              max={54}
              step={0.0001}
              precision={6}
              style={{ width: '100%' }}
              placeholder="如 31.6230"
            />
          </Form.Item>
        </div>
        <div className="device-form-pair">
          <Form.Item name="manufacturer" label="厂商" rules={[{ max: 64 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="model" label="型号" rules={[{ max: 64 }]}>
            <Input />
          </Form.Item>
        </div>
        <Form.Item name="installDate" label="安装日期">
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

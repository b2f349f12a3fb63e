import { ALARM_COMPARATOR_LABELS, ALARM_LEVEL_LABELS } from '@fengshou/core';
import {
  createIotAlarmRule,
  listIotDevices,
  listIotRuleProfiles,
  updateIotAlarmRule,
} from '@fengshou/core/contract';
import { Alert, Col, Form, Input, InputNumber, Modal, Radio, Row, Select } from 'antd';
import { useState } from 'react';
import { useApiMutation, useApiQuery } from '../../api';
import {
  type AlarmRule,
  conditionOf,
  createBodyOf,
  formFieldOf,
  formProblem,
  formValuesOf,
  RULE_FIELD_LABELS,
  type RuleFormValues,
} from './alarm-rule-edit';
import { problemOf } from './api-problem';

const NEW_RULE: Partial<RuleFormValues> = {
  target: 'device',
  comparator: 'gt',
  alarmLevel: 2,
  repeatCount: 1,
};

/**
 * Creates or edits an alarm rule: of one device's property (devices of the caller's area) or of a property
 * of every device of a profile (the top subject only); the condition, how long and how often it must hold,
 * the clear condition and the level. Thresholds that do not fit are shown at their fields before sending.
 */
export function AlarmRuleForm({
  rule,
  onClose,
  onSaved,
}: {
  rule?: AlarmRule;
  onClose(): void;
  onSaved(r: AlarmRule): void;
}) {
  const [form] = Form.useForm<RuleFormValues>();
  const target = Form.useWatch('target', form) ?? rule?.target ?? 'device';
  const comparator = Form.useWatch('comparator', form) ?? rule?.comparator ?? 'gt';
  const deviceId = Form.useWatch('deviceId', form);
  const profileId = Form.useWatch('profileId', form);
  const [keyword, setKeyword] = useState('');
  const profiles = useApiQuery(listIotRuleProfiles, {});
  const devices = useApiQuery(
    listIotDevices,
    { pageNo: 1, pageSize: 30, keywords: keyword || undefined },
    { enabled: !rule && target === 'device' },
  );
  const device = devices.data?.list.find((d) => d.deviceId === deviceId);
  const profile = profiles.data?.profiles.find((p) => p.profileId === profileId);
  const unit =
    rule?.unit ??
    (target === 'device'
      ? device?.properties.find((p) => p.devicePropertyId === form.getFieldValue('devicePropertyId'))?.unit
      : profile?.properties.find((p) => p.identifier === form.getFieldValue('propertyIdentifier'))?.unit) ??
    '';

  // A refusal is shown in the dialog, at the fields it names as well as above them.
  const onError = (e: Error) => {
    const p = problemOf(e, RULE_FIELD_LABELS);
    form.setFields(
      p.fields.map((f) => ({ name: formFieldOf(f) as keyof RuleFormValues, errors: [p.detail] })),
    );
  };
  const create = useApiMutation(createIotAlarmRule, {
    body: createBodyOf,
    notify: false,
    onSuccess: onSaved,
    onError,
  });
  const update = useApiMutation(updateIotAlarmRule, {
    body: (v: RuleFormValues) => ({ ruleId: rule!.ruleId, ...conditionOf(v) }),
    notify: false,
    onSuccess: onSaved,
    onError,
  });
  const save = rule ? update : create;
  const problem = save.error ? problemOf(save.error, RULE_FIELD_LABELS) : null;

  const submit = (v: RuleFormValues) => {
    const p = formProblem(v);
    if (p) {
      form.setFields(p.fields.map((name) => ({ name: name as keyof RuleFormValues, errors: [p.message] })));
      return;
    }
    save.mutate(v);
  };
  const band = comparator === 'outside';
  const addon = unit ? { suffix: unit } : {};
  return (
    <Modal
      open
      title={rule ? '编辑告警规则' : '新建告警规则'}
      okText={rule ? '保存' : '创建'}
      cancelText="取消"
      width={620}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {problem ? <Alert type="error" showIcon title={problem.text} style={{ marginBottom: 12 }} /> : null}
      <Form<RuleFormValues>
        form={form}
        layout="vertical"
        initialValues={rule ? formValuesOf(rule) : NEW_RULE}
        onFinish={submit}
        onFieldsChange={() => save.reset()}
        className="alarm-rule-form"
      >
        {rule ? (
          <Form.Item label="规则对象">
            {rule.target === 'device'
              ? `设备 ${rule.deviceName ?? ''}（${rule.deviceSn ?? ''}）· ${rule.propertyName}`
              : `设备型号 ${rule.profileName ?? ''} · ${rule.propertyName}（该型号的全部设备）`}
          </Form.Item>
        ) : (
          <>
            <Form.Item name="target" label="规则对象">
              <Radio.Group
                options={[
                  { value: 'device', label: '单个设备的属性' },
                  {
                    value: 'profile',
                    label: '设备型号（全部同型号设备）',
                    disabled: !profiles.data?.editable,
                  },
                ]}
              />
            </Form.Item>
            {target === 'device' ? (
              <div style={{ display: 'flex', gap: 12 }}>
                <Form.Item
                  name="deviceId"
                  label="设备"
                  rules={[{ required: true, message: '请选择设备' }]}
                  style={{ flex: 1 }}
                >
                  <Select
                    showSearch={{ filterOption: false, onSearch: (v) => setKeyword(v.trim()) }}
                    placeholder="输入设备名称搜索"
                    loading={devices.isFetching}
                    onChange={() => form.setFieldValue('devicePropertyId', undefined)}
                    options={(devices.data?.list ?? [])
                      .filter((d) => d.properties.length > 0)
                      .map((d) => ({
                        value: d.deviceId,
                        label: `${d.deviceName}（${d.farmName ?? d.deviceSn}）`,
                      }))}
                  />
                </Form.Item>
                <Form.Item
                  name="devicePropertyId"
                  label="监测属性"
                  rules={[{ required: true, message: '请选择属性' }]}
                  style={{ width: 200 }}
                >
                  <Select
                    disabled={!device}
                    options={(device?.properties ?? []).map((p) => ({
                      value: p.devicePropertyId,
                      label: `${p.propertyName}${p.unit ? `（${p.unit}）` : ''}`,
                    }))}
                  />
                </Form.Item>
              </div>
            ) : (
              <div style={{ display: 'flex', gap: 12 }}>
                <Form.Item
                  name="profileId"
                  label="设备型号"
                  rules={[{ required: true, message: '请选择设备型号' }]}
                  style={{ flex: 1 }}
                >
                  <Select
                    onChange={() => form.setFieldValue('propertyIdentifier', undefined)}
                    options={(profiles.data?.profiles ?? []).map((p) => ({
                      value: p.profileId,
                      label: `${p.name}（${p.gateCategoryName}）`,
                    }))}
                  />
                </Form.Item>
                <Form.Item
                  name="propertyIdentifier"
                  label="监测属性"
                  rules={[{ required: true, message: '请选择属性' }]}
                  style={{ width: 200 }}
                >
                  <Select
                    disabled={!profile}
                    options={(profile?.properties ?? []).map((p) => ({
                      value: p.identifier,
                      label: `${p.name}${p.unit ? `（${p.unit}）` : ''}`,
                    }))}
                  />
                </Form.Item>
              </div>
            )}
          </>
        )}
        <Form.Item name="ruleName" label="规则名称">
          <Input maxLength={64} placeholder="如：氨气超标（留空则按条件显示）" />
        </Form.Item>
        <Form.Item name="comparator" label="告警条件">
          <Radio.Group
            optionType="button"
            options={(['gt', 'lt', 'outside'] as const).map((c) => ({
              value: c,
              label: ALARM_COMPARATOR_LABELS[c],
            }))}
          />
        </Form.Item>
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item
              name="threshold"
              label={band ? '正常范围下限' : '阈值'}
              rules={[{ required: true, message: '请填写阈值' }]}
            >
              <InputNumber {...addon} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            {band ? (
              <Form.Item
                name="thresholdHigh"
                label="正常范围上限"
                rules={[{ required: true, message: '请填写上限' }]}
              >
                <InputNumber {...addon} style={{ width: '100%' }} />
              </Form.Item>
            ) : null}
          </Col>
          <Col span={8}>
            <Form.Item name="alarmLevel" label="告警级别">
              <Select
                options={([1, 2, 3] as const).map((l) => ({ value: l, label: ALARM_LEVEL_LABELS[l] }))}
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="durationMin" label="持续时间" tooltip="条件持续满足多久才告警，0 或留空为立即">
              <InputNumber min={0} max={10080} suffix="分钟" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="repeatCount" label="连续次数" tooltip="连续多少条读数满足条件才告警">
              <InputNumber min={1} max={1000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8} />
          <Col span={8}>
            <Form.Item
              name="clearThreshold"
              label={band ? '恢复下限' : '恢复阈值'}
              tooltip={
                band
                  ? '读数回到恢复范围内时告警自动恢复；留空取正常范围'
                  : comparator === 'gt'
                    ? '读数低于等于此值时告警自动恢复；留空取阈值'
                    : '读数高于等于此值时告警自动恢复；留空取阈值'
              }
            >
              <InputNumber {...addon} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            {band ? (
              <Form.Item name="clearThresholdHigh" label="恢复上限">
                <InputNumber {...addon} style={{ width: '100%' }} />
              </Form.Item>
            ) : null}
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}

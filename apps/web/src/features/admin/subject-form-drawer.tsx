import { UploadOutlined } from '@ant-design/icons';
import { GUIDE_PAGE_TYPES, NAV_STYLES, SKIN_LABELS } from '@fengshou/core';
import {
  listAssignableMenuTemplates,
  updateSubjectBranding,
  uploadSubjectLogo,
} from '@fengshou/core/contract';
import { Alert, Button, Drawer, Form, Input, Radio, Select, Space, Switch, Upload } from 'antd';
import { useState } from 'react';
import { callApi, useApiMutation, useApiQuery } from '../../api';
import type { GovSubject } from '../../api/portal-types';
import { LogoImage } from '../../ui/logo-image';
import { problemOf } from './api-problem';
import { SubjectCategories } from './subject-categories';
import {
  brandingBodyOf,
  formValuesOf,
  logoFileProblem,
  logoUrlProblem,
  readBase64,
  SUBJECT_FIELD_LABELS,
  type SubjectFormValues,
} from './subject-edit';

const options = (labels: Readonly<Record<number, string>>) =>
  Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }));

/**
 * Edits a subject's portal: names, logo, skin, navigation, guide page and menu templates. The server
 * decides which subjects the caller may edit and which templates the subject may hold.
 */
export function SubjectFormDrawer(props: {
  subject: GovSubject;
  onClose(): void;
  onSaved(s: GovSubject): void;
}) {
  const { subject } = props;
  const [form] = Form.useForm<SubjectFormValues>();
  const guidePage = Form.useWatch('guidePage', form);
  const logoUrl = Form.useWatch('subjectLogoUrl', form);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  // The categories are saved on their own; loaded when asked for, not with every opening of the form.
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const templates = useApiQuery(listAssignableMenuTemplates, { governmentSubjectId: subject.id });
  const save = useApiMutation(updateSubjectBranding, {
    body: (v: SubjectFormValues) => brandingBodyOf(subject.id, v),
    notify: false,
    onSuccess: props.onSaved,
  });
  const problem = save.error ? problemOf(save.error, SUBJECT_FIELD_LABELS) : null;

  const upload = async (file: File) => {
    const wrong = logoFileProblem(file);
    setUploadProblem(wrong);
    if (wrong) return;
    setUploading(true);
    try {
      const contentBase64 = await readBase64(file);
      const { url } = await callApi(
        uploadSubjectLogo,
        { id: subject.id, fileName: file.name, contentBase64 },
        { notify: false },
      );
      form.setFieldValue('subjectLogoUrl', url);
    } catch (error) {
      setUploadProblem(problemOf(error, SUBJECT_FIELD_LABELS).text);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Drawer
      open
      title={`编辑主体：${subject.subjectName}`}
      size={560}
      onClose={props.onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={props.onClose}>取消</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            保存
          </Button>
        </Space>
      }
    >
      {problem ? (
        <Alert type="error" showIcon className="admin-alert" title="保存失败" description={problem.text} />
      ) : null}
      <Form<SubjectFormValues>
        form={form}
        layout="vertical"
        initialValues={formValuesOf(subject)}
        onFinish={(v) => save.mutate(v)}
        disabled={save.isPending}
        className="subject-edit-form"
      >
        <Form.Item
          name="subjectName"
          label="名称"
          rules={[
            { required: true, whitespace: true, message: '请输入名称' },
            { min: 2, message: '名称至少 2 个字' },
          ]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="bigDataPlatformName" label="大屏名称">
          <Input maxLength={64} placeholder="留空则用默认名称" />
        </Form.Item>
        <Form.Item name="middlePlatformName" label="中台名称">
          <Input maxLength={64} placeholder="留空则用默认名称" />
        </Form.Item>
        <Form.Item name="poweredBy" label="技术支持">
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item label="logo" extra="PNG、JPEG 或 SVG，256 KB 以内；登录页与页头显示">
          <Space align="start">
            <LogoImage
              src={logoUrl}
              className="subject-edit-logo"
              fallback={<span className="subject-edit-logo" />}
            />
            <Space orientation="vertical">
              <Upload
                accept=".png,.jpg,.jpeg,.svg,image/png,image/jpeg,image/svg+xml"
                showUploadList={false}
                beforeUpload={(file) => {
                  void upload(file);
                  return false;
                }}
              >
                <Button icon={<UploadOutlined />} loading={uploading}>
                  上传图片
                </Button>
              </Upload>
              <Form.Item
                name="subjectLogoUrl"
                noStyle
                rules={[
                  {
                    validator: async (_, v?: string) => {
                      const p = logoUrlProblem(v);
                      if (p) throw new Error(p);
                    },
                  },
                ]}
              >
                <Input placeholder="上传后为图片地址；清空则不显示 logo" maxLength={512} allowClear />
              </Form.Item>
            </Space>
          </Space>
          {uploadProblem ? (
            <Alert type="error" showIcon className="admin-alert" title={uploadProblem} />
          ) : null}
        </Form.Item>
        <Form.Item name="skinType" label="皮肤">
          <Radio.Group options={options(SKIN_LABELS)} optionType="button" />
        </Form.Item>
        <Form.Item name="navStyleFlag" label="导航样式">
          <Radio.Group options={options(NAV_STYLES)} optionType="button" />
        </Form.Item>
        <Form.Item name="guidePage" label="引导页" valuePropName="checked">
          <Switch checkedChildren="启用" unCheckedChildren="不用" />
        </Form.Item>
        {guidePage ? (
          <Form.Item
            name="guidePageTypeFlag"
            label="引导页类型"
            rules={[{ required: true, message: '启用引导页时须选择引导页类型' }]}
          >
            <Select
              placeholder="请选择"
              options={GUIDE_PAGE_TYPES.map((g) => ({ value: g.id, label: g.label }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item
          name="screenWatermark"
          label="大屏水印"
          valuePropName="checked"
          extra="开启后，本主体用户打开的大屏上铺满浅色的“姓名 登录名 时间”，便于追溯拍屏外传"
        >
          <Switch checkedChildren="开启" unCheckedChildren="关闭" />
        </Form.Item>
        <Form.Item
          name="menuTemplateIds"
          label="菜单模板"
          extra="可选本主体已有的与上级主体拥有的菜单；新增的菜单归入“其他分组”"
          rules={[{ required: true, type: 'array', min: 1, message: '至少选择一个菜单模板' }]}
        >
          <Select
            mode="multiple"
            loading={templates.isLoading}
            optionFilterProp="label"
            maxTagCount="responsive"
            options={(templates.data ?? []).map((m) => ({ value: m.id, label: m.menuName }))}
          />
        </Form.Item>
      </Form>
      {categoriesOpen ? (
        <Form layout="vertical">
          <SubjectCategories subjectId={subject.id} />
        </Form>
      ) : (
        <Button type="link" onClick={() => setCategoriesOpen(true)}>
          设置关注的经营品类
        </Button>
      )}
    </Drawer>
  );
}

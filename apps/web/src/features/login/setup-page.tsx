import { SKIN_LABELS } from '@fengshou/core';
import { listSetupRegions, type ResultOf, runSetup, setupStatus } from '@fengshou/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Cascader, Form, Input, Radio, Result, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { apiQuery, invalidateApi, useApiMutation, useApiQuery } from '../../api';
import type { PageProps } from '../../ui/route-meta';
import { SiteFooter } from '../../ui/site-footer';
import { type LazyOption, useLazyCascader } from '../../ui/use-lazy-cascader';
import './login.css';

type SetupResult = ResultOf<typeof runSetup>;

interface Values {
  setupCode: string;
  region: string[];
  subjectName?: string;
  skinType: number;
  loginName: string;
  password: string;
  confirm: string;
}

/** A province or city opens to its children; a county ends the path. */
const optionOf = (d: { code: string; name: string; hasChildren: boolean }): LazyOption<string> => ({
  value: d.code,
  label: d.name,
  isLeaf: !d.hasChildren,
});

/**
 * The first-run setup of an installation without the demo: the region the bureau governs (a province, city
 * or county of the national list), its subject's name and the administrator's account. Once done the page
 * only says so and leads to the login.
 */
export default function SetupPage(_: PageProps) {
  const status = useApiQuery(setupStatus, {});
  const [done, setDone] = useState<SetupResult>();
  const navigate = useNavigate();
  const toLogin = (
    <Button type="primary" key="login" onClick={() => navigate('/login')}>
      前往登录
    </Button>
  );
  let card: React.ReactNode;
  if (done)
    card = (
      <Result
        status="success"
        title="初始化完成"
        subTitle={`已建立「${done.subjectName}」，请用管理员账号 ${done.loginName} 登录。`}
        extra={toLogin}
      >
        {done.oversightAccounts.length > 0 && (
          <div className="setup-oversight">
            <p>三员分立：以下账号的初始密码只显示这一次，请交给本人，首次登录须修改。</p>
            <ul>
              {done.oversightAccounts.map((a) => (
                <li key={a.loginName}>
                  {a.roleName} <b>{a.loginName}</b> 初始密码 <code>{a.initialPassword}</code>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Result>
    );
  else if (status.data?.needed === false)
    card = <Result status="info" title="系统已完成初始化" subTitle="请使用已有账号登录。" extra={toLogin} />;
  else if (status.data?.needed) card = <SetupForm onDone={setDone} />;
  else card = <Spin />;
  return (
    <div className="login-page">
      <div className="login-backdrop" aria-hidden />
      <header className="login-top">
        <span>丰收数字农业</span>
      </header>
      <main className="login-main">
        <section className="login-intro">
          <h1 className="login-title">首次初始化</h1>
          <p className="login-slogan">为本单位设置数字农业平台</p>
          <ul className="login-points">
            <li>选择所辖的省、市或县</li>
            <li>建立政府主体与全部专题大屏</li>
            <li>导入所辖乡镇、村的行政区划</li>
            <li>创建系统管理员账号，并生成安全管理员与审计员账号</li>
          </ul>
        </section>
        <section className="login-card setup-card" aria-label="系统初始化">
          <h2 className="login-card-title">系统初始化</h2>
          {card}
        </section>
      </main>
      <SiteFooter className="login-footer" />
    </div>
  );
}

function SetupForm({ onDone }: { onDone(result: SetupResult): void }) {
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const provinces = useApiQuery(listSetupRegions, {}, { staleTime: Number.POSITIVE_INFINITY });
  const regions = useLazyCascader(provinces.data?.map(optionOf), (parentCode) =>
    client
      .fetchQuery({ ...apiQuery(listSetupRegions, { parentCode }), staleTime: Number.POSITIVE_INFINITY })
      .then((children) => children.map(optionOf)),
  );
  const submit = useApiMutation(runSetup, {
    body: (v: Values) => ({
      setupCode: v.setupCode.trim(),
      regionCode: v.region.at(-1)!,
      subjectName: v.subjectName?.trim() || undefined,
      skinType: v.skinType,
      loginName: v.loginName.trim(),
      password: v.password,
    }),
    onSuccess: (result) => {
      void invalidateApi(client, setupStatus);
      onDone(result);
    },
  });
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ loginName: 'admin', skinType: 1 }}
      onFinish={(v) => submit.mutate(v)}
      className="login-form setup-form"
    >
      <Form.Item
        name="setupCode"
        label="初始化口令"
        extra="服务器首次启动时在其输出中给出"
        rules={[{ required: true, whitespace: true, message: '请输入初始化口令' }]}
      >
        <Input placeholder="如 K7QM-4XPA" autoComplete="off" maxLength={64} />
      </Form.Item>
      <Form.Item name="region" label="所辖地区" rules={[{ required: true, message: '请选择省、市或县' }]}>
        <Cascader<LazyOption<string>>
          options={regions.options}
          changeOnSelect
          placeholder="省 / 市 / 县"
          loading={provinces.isLoading}
          loadData={regions.loadData}
        />
      </Form.Item>
      <Form.Item
        name="subjectName"
        label="主体名称"
        extra="留空则为所选地区的农业农村部门，如 婺源县农业农村局"
      >
        <Input placeholder="可选" maxLength={50} />
      </Form.Item>
      <Form.Item
        name="skinType"
        label="大屏皮肤"
        extra="单位 logo、平台名称等可在初始化后于 主体管理 → 编辑 中设置"
      >
        <Radio.Group
          optionType="button"
          options={Object.entries(SKIN_LABELS).map(([value, label]) => ({ value: Number(value), label }))}
        />
      </Form.Item>
      <Form.Item
        name="loginName"
        label="管理员账号"
        rules={[
          { required: true, message: '请输入管理员账号' },
          { pattern: /^[A-Za-z][A-Za-z0-9_]{3,31}$/, message: '账号须以字母开头，4–32位字母数字或下划线' },
        ]}
      >
        <Input autoComplete="username" maxLength={32} />
      </Form.Item>
      <Form.Item
        name="password"
        label="管理员密码"
        extra="8–32 位，含大写字母、小写字母、数字、符号中的至少三类，不含账号"
        rules={[{ required: true, message: '请输入密码' }]}
      >
        <Input.Password autoComplete="new-password" maxLength={32} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label="确认密码"
        dependencies={['password']}
        rules={[
          { required: true, message: '请再次输入密码' },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error('两次输入的密码不一致')),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={32} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submit.isPending} className="login-submit">
        完成初始化
      </Button>
    </Form>
  );
}

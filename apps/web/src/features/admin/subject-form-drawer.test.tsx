import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GovSubject } from '../../api/portal-types';
import { brandingBodyOf, formValuesOf, logoFileProblem, logoUrlProblem } from './subject-edit';
import { SubjectFormDrawer } from './subject-form-drawer';

// The form's own checks, before anything is sent: the calls are replaced by a recorder.
const saved = vi.hoisted(() => ({ bodies: [] as unknown[] }));
vi.mock('../../api', async (original) => ({
  ...(await original<typeof import('../../api')>()),
  // The assignable menu templates; the business categories beside the form answer none yet.
  useApiQuery: (endpoint: { path: string }) =>
    endpoint.path.endsWith('/menuTemplate/listAssignable')
      ? {
          data: [
            { id: 1, menuName: '农业总览' },
            { id: 2, menuName: '耕地保护' },
          ],
          isLoading: false,
        }
      : { data: undefined, isLoading: true },
  useApiMutation: (_e: unknown, o: { body(v: unknown): unknown }) => ({
    mutate: (v: unknown) => saved.bodies.push(o.body(v)),
    isPending: false,
    error: null,
  }),
}));

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// The fields the form reads.
const subject = {
  id: 7,
  subjectName: '崇明区农业农村委员会',
  bigDataPlatformName: null,
  middlePlatformName: null,
  poweredBy: '崇明信息中心',
  subjectLogoUrl: null,
  skinType: 2,
  navStyleFlag: 2,
  guidePageSupportFlag: 0,
  guidePageTypeFlag: null,
  screenWatermarkFlag: 0,
  showMenuTemplateStr: '1,2',
} as unknown as GovSubject;

function open() {
  render(
    <App>
      <SubjectFormDrawer subject={subject} onClose={() => {}} onSaved={() => {}} />
    </App>,
  );
}
const save = () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

beforeEach(() => {
  saved.bodies = [];
});

describe('subject form', () => {
  it('sends every field of an unchanged subject', async () => {
    open();
    save();
    await waitFor(() => expect(saved.bodies).toHaveLength(1));
    expect(saved.bodies[0]).toMatchObject({
      id: 7,
      subjectName: '崇明区农业农村委员会',
      menuTemplateIds: [1, 2],
      screenWatermarkFlag: 0,
    });
  });

  it('sends the screen watermark switched on', async () => {
    open();
    fireEvent.click(screen.getByLabelText('大屏水印'));
    save();
    await waitFor(() => expect(saved.bodies).toHaveLength(1));
    expect(saved.bodies[0]).toMatchObject({ id: 7, screenWatermarkFlag: 1 });
  });

  it('refuses an empty name and a logo address that is not an uploaded picture, sending nothing', async () => {
    open();
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: ' ' } });
    fireEvent.change(screen.getByPlaceholderText(/图片地址/), { target: { value: 'https://x.cn/l.png' } });
    save();
    expect(await screen.findByText('请输入名称')).toBeTruthy();
    expect(await screen.findByText('logo 须为本系统上传的图片，请点击上传')).toBeTruthy();
    expect(saved.bodies).toEqual([]);
  });

  it('asks for the guide page type once guide pages are switched on', async () => {
    open();
    fireEvent.click(screen.getByLabelText('引导页'));
    await screen.findByText('引导页类型');
    save();
    expect(await screen.findByText('启用引导页时须选择引导页类型')).toBeTruthy();
    expect(saved.bodies).toEqual([]);
  });
});

describe('subject form helpers', () => {
  it('turn empty texts into null and the guide switch into its flag', () => {
    const body = brandingBodyOf(7, {
      ...formValuesOf(subject),
      poweredBy: ' ',
      guidePage: true,
      guidePageTypeFlag: 3,
    });
    expect(body).toMatchObject({ poweredBy: null, guidePageSupportFlag: 1, guidePageTypeFlag: 3 });
  });

  it('check a logo file by type and size, and an address by scheme', () => {
    expect(logoFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(logoFileProblem({ type: 'image/gif', size: 1000 })).toBe('只接受 PNG、JPEG 或 SVG 图片');
    expect(logoFileProblem({ type: 'image/svg+xml', size: 300 * 1024 })).toBe('logo 不能超过 256 KB');
    expect(logoUrlProblem(`/files/logo/${'a'.repeat(64)}.png`)).toBeNull();
    expect(logoUrlProblem('/files/demo/logo-pudong.svg')).toBeNull();
    expect(logoUrlProblem('https://a.cn/l.png')).not.toBeNull();
    expect(logoUrlProblem('javascript:alert(1)')).not.toBeNull();
  });
});

import type { DashboardDoc } from '@fengshou/core/contract';
import { Result } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { usePortal } from '../../../api/portal-context';
import { useAreaSelection } from '../../../area/area-store';
import { useCurrentArea } from '../../../area/use-current-area';
import { DashboardScreen } from '../../../dashboard/dashboard-screen';
import { NoPermission } from '../../../ui/no-permission';
import type { PageProps } from '../../../ui/route-meta';
import { useImageSources } from '../editor-queries';
import { docImageUrls, draftBuilder, draftImagesOf } from './draft-plates';
import { channelMessage, type FromPreview, sameTrail, type ToPreview } from './preview-channel';

function tell(message: FromPreview) {
  if (window.parent !== window) window.parent.postMessage(message, window.location.origin);
}

/**
 * The editor's preview: the app itself inside a frame of the wall's size, drawing the document the editor
 * sends through the same screen as users see (its viewport is the frame's box, so a 3840×2160 wall is laid
 * out at 3840×2160, charts drawn at their real size). The area follows the editor's picker; a drill on
 * the preview's map is told back to it.
 */
export default function PreviewPage({ meta }: PageProps) {
  const portal = usePortal();
  const menuKey = Number(useParams().menuKey);
  const { trail } = useCurrentArea();
  const [state, setState] = useState<{
    doc: DashboardDoc;
    storedIds: Record<number, number>;
    title: string;
  } | null>(null);
  const build = useMemo(() => draftBuilder(), []);
  const subjectId = portal.subject?.id ?? null;
  const sources = useImageSources(subjectId ?? undefined, state ? docImageUrls(state.doc) : []);
  const draft = useMemo(() => {
    if (!state) return undefined;
    const built = build(state.doc, state.storedIds);
    return { ...built, images: draftImagesOf(built, state.doc, sources.data ?? {}) };
  }, [build, state, sources.data]);

  useEffect(() => {
    if (subjectId === null) return;
    const onMessage = (e: MessageEvent) => {
      const m = channelMessage<ToPreview>(e, 'fs-editor-');
      if (m?.type === 'fs-editor-doc') setState({ doc: m.doc, storedIds: m.storedIds, title: m.title });
      else if (m?.type === 'fs-editor-area' && m.trail.length > 0) {
        const now = useAreaSelection.getState();
        if (now.subjectId !== subjectId || !sameTrail(now.trail, m.trail))
          useAreaSelection.setState({ subjectId, trail: m.trail });
      }
    };
    window.addEventListener('message', onMessage);
    tell({ type: 'fs-preview-ready' });
    return () => window.removeEventListener('message', onMessage);
  }, [subjectId]);

  useEffect(() => {
    if (trail.length > 0) tell({ type: 'fs-preview-area', trail });
  }, [trail]);

  if (!portal.permissions.includes('dashboard:edit')) {
    return (
      <main className="editor-preview-waiting">
        <h1 className="topic-title">{meta.title}</h1>
        <NoPermission needs="预览未发布的大屏需要“大屏编辑”权限。" grantedBy="安全管理员" />
      </main>
    );
  }
  return (
    <main className="kiosk-main editor-preview-main">
      {draft ? (
        <DashboardScreen menuKey={menuKey} title={state?.title || meta.title} draft={draft} kiosk />
      ) : (
        <div className="editor-preview-waiting">
          <h1 className="topic-title">{meta.title}</h1>
          <Result
            status="info"
            title={window.parent === window ? '请在“大屏编辑”中查看预览' : '正在接收编辑器中的大屏内容…'}
            subTitle="此页显示大屏编辑器中尚未发布的草稿"
          />
        </div>
      )}
    </main>
  );
}

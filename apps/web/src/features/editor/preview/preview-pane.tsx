import { Segmented, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useAreaSelection } from '../../../area/area-store';
import { useCurrentArea } from '../../../area/use-current-area';
import { AreaContextBar } from '../../../ui/area/area-context-bar';
import { useElementSize } from '../../../ui/use-element-size';
import { useEditorStore } from '../editor-store';
import { channelMessage, type FromPreview, previewPath, sameTrail, type ToPreview } from './preview-channel';
import { fitZoom, WALL_SIZES } from './preview-sizes';

interface PreviewPaneProps {
  menuKey: number;
  title: string;
  /** Stored plate ids by slot (their images show in the preview). */
  storedIds: Record<number, number>;
}

/**
 * 实时预览: the screen laid out at the chosen wall size inside a frame of that size (the app itself, so
 * every size rule of the screen applies as on the wall), zoomed out to fit the editor as a viewer's zoom.
 * Every change of the document is sent to it at once; the area picker moves it to any area in scope.
 */
export function PreviewPane({ menuKey, title, storedIds }: PreviewPaneProps) {
  const doc = useEditorStore((s) => s.doc);
  const { trail } = useCurrentArea();
  const [sizeIndex, setSizeIndex] = useState(0);
  const size = WALL_SIZES[sizeIndex]!;
  const box = useElementSize<HTMLDivElement>();
  const frame = useRef<HTMLIFrameElement>(null);
  // Counts the frame's ready messages: a frame that loads again gets the document again.
  const [ready, setReady] = useState(0);
  const zoom = fitZoom(size, box);

  const post = (m: ToPreview) => frame.current?.contentWindow?.postMessage(m, window.location.origin);

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.source !== frame.current?.contentWindow) return;
      const m = channelMessage<FromPreview>(e, 'fs-preview-');
      if (m?.type === 'fs-preview-ready') setReady((n) => n + 1);
      else if (m?.type === 'fs-preview-area') {
        const now = useAreaSelection.getState().trail;
        if (!sameTrail(now, m.trail)) useAreaSelection.getState().setTrail(m.trail);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: post reads the frame ref only
  useEffect(() => {
    if (ready > 0) post({ type: 'fs-editor-doc', doc, storedIds, title });
  }, [ready, doc, storedIds, title]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: post reads the frame ref only
  useEffect(() => {
    if (ready > 0 && trail.length > 0) post({ type: 'fs-editor-area', trail });
  }, [ready, trail]);

  return (
    <section className="editor-preview" aria-label="实时预览">
      <div className="editor-preview-bar">
        <span className="editor-pane-title">实时预览</span>
        <Segmented
          size="small"
          value={sizeIndex}
          onChange={(v) => setSizeIndex(Number(v))}
          options={WALL_SIZES.map((s, i) => ({ value: i, label: s.label }))}
          aria-label="预览尺寸"
        />
        <Tooltip title="按所选尺寸实际排版，此处仅缩小显示">
          <span className="editor-preview-zoom">缩放 {Math.round(zoom * 100)}%</span>
        </Tooltip>
        <div className="editor-preview-area">
          <AreaContextBar />
        </div>
      </div>
      <div className="editor-preview-box" ref={box.ref}>
        <div
          className="editor-preview-stage"
          style={{ width: size.width * zoom, height: size.height * zoom }}
        >
          <iframe
            ref={frame}
            title="大屏预览"
            className="editor-preview-frame"
            src={previewPath(menuKey)}
            style={{ width: size.width, height: size.height, transform: `scale(${zoom})` }}
          />
        </div>
      </div>
    </section>
  );
}

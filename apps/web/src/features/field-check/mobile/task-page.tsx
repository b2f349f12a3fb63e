import { distanceMetres } from '@fengshou/core';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { CameraSheet } from './camera-sheet';
import { enqueue, type Stamp } from './outbox';
import { distanceText, navLinks } from './task-list';
import type { CaseCopy, FieldTask } from './task-store';
import { imageryTemplate } from './tiles';
import type { Position } from './use-position';
import { stampedJpeg, watermarkLines } from './watermark';

const FieldMap = lazy(() => import('../../../map/field-map'));

interface Shot {
  id: string;
  blob: Blob;
  url: string;
  stamp: Stamp;
}

/**
 * One task on site: the parcel on the batch's image with my position, navigation, photos stamped with time,
 * place, accuracy and heading (drawn on the picture and kept as data), and the field check's form. Submitting
 * queues the photos and the action on the phone; they go out when there is a signal.
 */
export function TaskPage(props: {
  task: FieldTask;
  copy: CaseCopy | undefined;
  position: Position | null;
  token: string | null;
  allowGallery: boolean;
  onBack: () => void;
  onQueued: () => void;
}) {
  const { task, copy, position } = props;
  const [shots, setShots] = useState<Shot[]>([]);
  const [camera, setCamera] = useState(false);
  const [needReview, setNeedReview] = useState(true);
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(
    () => () => {
      for (const s of shots) URL.revokeObjectURL(s.url);
    },
    [shots],
  );
  const recheck = task.stage === 3;
  const dist = position ? distanceMetres(position, task) : null;
  const nav = navLinks(task);
  const photoDots = useMemo(
    () =>
      shots.filter((s) => s.stamp.lat !== undefined).map((s) => ({ lat: s.stamp.lat!, lng: s.stamp.lng! })),
    [shots],
  );
  const take = async (frame: CanvasImageSource, w: number, h: number) => {
    setCamera(false);
    const stamp: Stamp = {
      captureTime: new Date().toISOString(),
      ...(position
        ? {
            lat: position.lat,
            lng: position.lng,
            accuracyM: Math.round(position.accuracyM * 10) / 10,
            heading: position.heading,
          }
        : {}),
    };
    const blob = await stampedJpeg(frame, w, h, watermarkLines(task.caseRef, stamp));
    setShots((s) => [...s, { id: crypto.randomUUID(), blob, url: URL.createObjectURL(blob), stamp }]);
  };
  const submit = async () => {
    if (!copy) return;
    setBusy(true);
    const record = { recordKind: task.recordKind, recordId: task.recordId };
    for (const s of shots) {
      await enqueue({
        id: s.id,
        kind: 'photo',
        ...record,
        occupyNum: task.caseRef,
        blob: s.blob,
        stamp: s.stamp,
      });
    }
    await enqueue({
      id: `ck-${crypto.randomUUID()}`,
      kind: 'action',
      action: recheck ? 'recheck' : needReview ? 'inputNeedReview' : 'inputNoReview',
      taskId: task.id,
      ...record,
      occupyNum: task.caseRef,
      version: copy.version,
      remark: remark || undefined,
      photoIds: shots.map((s) => s.id),
      ...(position ? { lat: position.lat, lng: position.lng } : {}),
    });
    setBusy(false);
    props.onQueued();
  };
  return (
    <div className="ck-page" data-testid="task-page">
      <header className="ck-bar">
        <button type="button" className="ck-back" onClick={props.onBack} aria-label="返回">
          ‹
        </button>
        <span>图斑 {task.caseRef}</span>
      </header>
      <div className="ck-map-box">
        {copy ? (
          <Suspense fallback={<div className="field-map ck-map-wait">地图加载中…</div>}>
            <FieldMap
              outline={copy.ring}
              imagery={copy.imagery ? { ...copy.imagery, template: imageryTemplate(copy.imagery) } : null}
              me={position}
              photos={photoDots}
              token={props.token}
            />
          </Suspense>
        ) : (
          <div className="field-map ck-map-wait">此图斑未缓存，请在有信号时刷新</div>
        )}
      </div>
      <section className="ck-info">
        <div>
          {copy?.address ?? task.areaName} · {task.areaMu} 亩
        </div>
        <div>
          期限 {task.rectifyDeadline ?? task.deadline}
          {dist !== null && <b data-testid="distance"> · 距离 {distanceText(dist)}</b>}
          {position && <span> · 定位精度 ±{Math.round(position.accuracyM)} 米</span>}
        </div>
        <div className="ck-row">
          <a className="ck-secondary" href={nav.amap} target="_blank" rel="noreferrer">
            高德导航
          </a>
          <a className="ck-secondary" href={nav.geo}>
            其他地图
          </a>
        </div>
      </section>
      <section className="ck-info">
        <h2>现场照片（{shots.length}）</h2>
        <div className="ck-shots">
          {shots.map((s) => (
            <figure key={s.id}>
              <img src={s.url} alt="现场照片" data-testid="shot" />
              <button
                type="button"
                className="ck-x"
                aria-label="删除"
                onClick={() => setShots((x) => x.filter((y) => y !== s))}
              >
                ×
              </button>
            </figure>
          ))}
        </div>
        <button type="button" className="ck-primary" onClick={() => setCamera(true)}>
          拍照
        </button>
      </section>
      <section className="ck-info">
        <h2>{recheck ? '整改复查' : '核查录入'}</h2>
        {!recheck && (
          <div className="ck-row" role="radiogroup" aria-label="核查结论">
            <button
              type="button"
              className={needReview ? 'ck-choice is-on' : 'ck-choice'}
              onClick={() => setNeedReview(true)}
            >
              需审核
            </button>
            <button
              type="button"
              className={needReview ? 'ck-choice' : 'ck-choice is-on'}
              onClick={() => setNeedReview(false)}
            >
              无需审核
            </button>
          </div>
        )}
        <textarea
          aria-label="核查意见"
          placeholder="核查意见（现场情况）"
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
          maxLength={500}
        />
        <button
          type="button"
          className="ck-primary"
          disabled={busy || !copy || shots.length === 0}
          onClick={() => void submit()}
        >
          {shots.length ? '提交（无信号时自动排队）' : '请先拍照'}
        </button>
      </section>
      {camera && (
        <CameraSheet onShot={take} onClose={() => setCamera(false)} allowGallery={props.allowGallery} />
      )}
    </div>
  );
}

/**
 * TEST SEAM, replaced at merge: the briefing job calls buildBriefingModel (briefings/build-model.ts), which
 * another branch writes. Until it is on this branch this file answers a model of the menu's plate titles
 * with empty bodies, enough to run the job end to end through the real renderer.
 */
import { formatChinaDateTime, RespCode, RespError } from '@fengshou/core';
import type { Session } from '../../auth/sessions';
import type { BriefingModel, BriefingRequest, BriefingWatermark } from '../../briefings/model';
import type { Services } from '../../services';

export async function buildBriefingModel(
  services: Services,
  session: Session,
  req: BriefingRequest,
  watermark: BriefingWatermark,
  onProgress?: (done: number, total: number) => void,
): Promise<BriefingModel> {
  if (!session.scope.contains(req.areaId)) throw new RespError(RespCode.NO_ACCESS, '无权访问该区域的数据');
  const [area] = await services.db.query<{ name: string }>('SELECT name FROM areas WHERE id = $1', [
    req.areaId,
  ]);
  const plates = await services.db.query<{ id: number; title: string }>(
    `SELECT id, plate_name AS title FROM plates WHERE government_subject_id = $1 AND menu_key = $2
      ORDER BY position, id`,
    [session.subjectId, req.menuKey],
  );
  for (let i = 0; i < plates.length; i++) onProgress?.(i + 1, plates.length);
  return {
    subjectName: '',
    topicName: String(req.menuKey),
    menuKey: req.menuKey,
    areaId: req.areaId,
    areaName: area?.name ?? String(req.areaId),
    asOf: req.asOf,
    generatedAt: formatChinaDateTime(new Date()),
    skin: 'tech',
    watermark,
    plates: plates.map((p, i) => ({
      id: p.id,
      position: i,
      title: p.title,
      declaration: null,
      period: null,
      visual: null,
      body: { kind: 'empty', reason: 'test seam' },
    })),
  };
}

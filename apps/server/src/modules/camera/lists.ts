import { listCameraAiImages, listCameraHistory, listCameras } from '@fengshou/core/contract';
import { camerasImport } from '../../import/kinds/cameras';
import { containsPattern } from '../../query/keyword';
import { defineList } from '../../query/list';
import type { Filter } from '../../query/sql-filter';
import { fromTime, untilTime } from '../../query/sql-time';
import {
  CAMERA_SQL,
  type CameraRow,
  IMAGE_SQL,
  type ImageRow,
  presentCamera,
  presentImage,
} from './camera-repo';

/** Captures from a time ('YYYY-MM-DD' is that midnight). */
const capturedFrom = (f: Filter, time: string) => {
  f.add('i.capture_time >= $?::timestamptz', fromTime(time));
};
/** Captures until a time ('YYYY-MM-DD' includes that whole day). */
const capturedUntil = (f: Filter, time: string) => {
  f.add('i.capture_time < $?::timestamptz', untilTime(time));
};

const IMAGE_COLUMNS = {
  captureTime: '拍摄时间',
  cameraName: '摄像头',
  tags: '识别标签',
  confidence: '置信度',
};

/** Cameras of an area or farm, by id, each with its latest AI capture as a signed cover. */
export const cameraList = defineList<typeof listCameras, CameraRow>({
  endpoint: listCameras,
  imports: camerasImport,
  sql: CAMERA_SQL,
  area: 'c.area_id',
  filters: {
    farmId: 'c.farm_id',
    keywords: (f, words) => {
      const k = containsPattern(words);
      f.add('(c.camera_name ILIKE $? OR c.serial_no ILIKE $?)', k, k);
    },
  },
  order: 'c.id',
  tieBreak: 'c.id',
  present: (r, _pii, ctx) => presentCamera(ctx, r) as never,
  exportColumns: {
    cameraName: '摄像头',
    serialNo: '序列号',
    farmName: '基地',
    brand: '品牌',
    ptzCapable: '云台',
  },
});

/** One camera's captures over a period, newest first. */
export const cameraHistoryList = defineList<typeof listCameraHistory, ImageRow>({
  endpoint: listCameraHistory,
  sql: IMAGE_SQL,
  area: 'i.area_id',
  filters: { cameraId: 'i.camera_id', startTime: capturedFrom, endTime: capturedUntil },
  order: 'i.capture_time DESC, i.id DESC',
  tieBreak: 'i.id DESC',
  present: (r, _pii, ctx) => presentImage(ctx, r) as never,
  exportColumns: IMAGE_COLUMNS,
});

/** AI-tagged captures of a camera or farm (the caller's area), newest first, nine a page by default. */
export const aiImageList = defineList<typeof listCameraAiImages, ImageRow>({
  endpoint: listCameraAiImages,
  sql: IMAGE_SQL,
  area: 'i.area_id',
  filters: {
    cameraId: 'i.camera_id',
    farmId: 'c.farm_id',
    queryStart: capturedFrom,
    queryEnd: capturedUntil,
  },
  order: 'i.capture_time DESC, i.id DESC',
  tieBreak: 'i.id DESC',
  present: (r, _pii, ctx) => presentImage(ctx, r) as never,
  exportColumns: IMAGE_COLUMNS,
});

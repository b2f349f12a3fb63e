import { listCameraAiImages } from '@fengshou/core/contract';
import { DatePicker, Image, Pagination, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useApiQuery } from '../../api';
import { DataState } from '../../ui/data-state';

/**
 * AI-tagged captures of a camera (or a farm) as a wall of 9 per page with a time filter; a click opens
 * the full-screen viewer, which pages through the wall's images.
 */
export function AiImageWall({ cameraId, farmId }: { cameraId?: number; farmId?: number }) {
  const [page, setPage] = useState(1);
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const query = useApiQuery(
    listCameraAiImages,
    {
      cameraId,
      farmId,
      pageNo: page,
      pageSize: 9,
      queryStart: range?.[0].format('YYYY-MM-DD'),
      queryEnd: range?.[1].format('YYYY-MM-DD'),
    },
    { placeholderData: (prev) => prev },
  );
  return (
    <div className="cam-ai">
      <div className="cam-ai-bar">
        <DatePicker.RangePicker
          size="small"
          value={range}
          onChange={(v) => {
            setPage(1);
            setRange(v?.[0] && v[1] ? [v[0], v[1]] : null);
          }}
        />
        <span className="cam-ai-total">{query.data ? `共 ${query.data.total} 张` : ''}</span>
      </div>
      <DataState
        query={query}
        isEmpty={(d) => d.list.length === 0}
        emptyText="该时段无识别图片"
        minHeight={200}
      >
        {(d) => (
          <Image.PreviewGroup>
            <div className="cam-ai-grid">
              {d.list.map((img) => (
                <figure key={img.imgId} className="cam-ai-item" data-img={img.imgId}>
                  <Image src={img.url} alt={`${img.cameraName} ${img.captureTime}`} width="100%" />
                  <figcaption>
                    <span>{img.captureTime.slice(5, 16)}</span>
                    {img.tags.map((t, i) => (
                      <Tag key={t} color="orange">
                        {t}
                        {img.tagConfidences?.[i] !== undefined
                          ? ` ${Math.round(img.tagConfidences[i] * 100)}%`
                          : ''}
                      </Tag>
                    ))}
                  </figcaption>
                </figure>
              ))}
            </div>
          </Image.PreviewGroup>
        )}
      </DataState>
      <Pagination
        size="small"
        current={page}
        pageSize={9}
        total={query.data?.total ?? 0}
        onChange={setPage}
        showSizeChanger={false}
      />
    </div>
  );
}

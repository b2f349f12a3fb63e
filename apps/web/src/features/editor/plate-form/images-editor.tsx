import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { DOC_IMAGES_MAX, type DocImage, type DocPlate } from '@fengshou/core/contract';
import { App, Button, Input, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { usePortal } from '../../../api/portal-context';
import { pictureProblem, readBase64 } from '../../../ui/picture-upload';
import { useImageSources, useUploadImage } from '../editor-queries';
import { useEditorStore } from '../editor-store';
import './images-editor.css';

function ImageRow({
  image,
  index,
  count,
  src,
  onChange,
  onMove,
  onRemove,
}: {
  image: DocImage;
  index: number;
  count: number;
  src: string | undefined;
  onChange: (patch: Partial<DocImage>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  return (
    <div className="plate-image" data-image={n}>
      <span className="plate-image-order">{n}</span>
      {src ? (
        <img className="plate-image-thumb" src={src} alt={image.imgName} />
      ) : (
        <span className="plate-image-thumb is-empty" />
      )}
      <div className="plate-image-fields">
        <Input
          size="small"
          value={image.imgName}
          maxLength={40}
          placeholder="图片名称"
          status={image.imgName.trim() === '' ? 'error' : undefined}
          onChange={(e) => onChange({ imgName: e.target.value })}
          aria-label={`图片${n}名称`}
        />
        <Input
          size="small"
          value={image.imgDesc ?? ''}
          maxLength={200}
          placeholder="说明（可选）"
          onChange={(e) => onChange({ imgDesc: e.target.value.trim() === '' ? null : e.target.value })}
          aria-label={`图片${n}说明`}
        />
      </div>
      <div className="plate-image-actions">
        <Button
          size="small"
          type="text"
          icon={<ArrowUpOutlined />}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
          aria-label={`图片${n}上移`}
        />
        <Button
          size="small"
          type="text"
          icon={<ArrowDownOutlined />}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
          aria-label={`图片${n}下移`}
        />
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined />}
          onClick={onRemove}
          aria-label={`删除图片${n}`}
        />
      </div>
    </div>
  );
}

/**
 * 图片: the plate's pictures in carousel order (an image plate turns through them; an image detail shows
 * them all or one picked by name). Pictures are uploaded to the subject's store at once and belong to the
 * draft: saved, published, versioned and rolled back with the rest of the plate.
 */
export function ImagesEditor({
  plate,
  onChange,
}: {
  plate: DocPlate;
  onChange: (patch: Partial<DocPlate>) => void;
}) {
  const { message } = App.useApp();
  const subjectId = usePortal().subject?.id;
  const menuKey = Number(useParams().menuKey);
  const images = plate.images ?? [];
  const sources = useImageSources(
    subjectId,
    images.map((i) => i.imgUrl),
  );
  // Addresses the uploads answered, signed already: shown until the signed list catches up.
  const [fresh, setFresh] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<UploadFile[]>([]);
  const uploader = useUploadImage(subjectId ?? 0, menuKey);
  // Several uploads finish in any order: each adds to the plate's pictures as they are then.
  const latest = () =>
    useEditorStore.getState().doc.plates.find((p) => p.position === plate.position)?.images ?? [];
  const set = (next: DocImage[]) => onChange({ images: next });
  const room = DOC_IMAGES_MAX - images.length - pending.length;

  const fileList: UploadFile[] = [
    ...images.map(
      (img): UploadFile => ({
        uid: img.imgUrl,
        name: img.imgName,
        status: 'done',
        url: sources.data?.[img.imgUrl] ?? fresh[img.imgUrl],
      }),
    ),
    ...pending,
  ];

  return (
    <div className="plate-images">
      <div className="plate-images-hint">
        按列表顺序轮播 · JPG/PNG，5 MB 以内 · {images.length}/{DOC_IMAGES_MAX} 张
      </div>
      <Upload
        listType="picture"
        multiple
        accept="image/jpeg,image/png"
        fileList={fileList}
        beforeUpload={(file) => {
          const problem =
            pictureProblem(file) ?? (room <= 0 ? `每个板块最多 ${DOC_IMAGES_MAX} 张图片` : null);
          if (problem) void message.error(`${file.name}：${problem}`);
          return problem ? Upload.LIST_IGNORE : true;
        }}
        customRequest={async ({ file, onSuccess, onError }) => {
          const f = file as File & { uid: string };
          setPending((p) => [...p, { uid: f.uid, name: f.name, status: 'uploading', percent: 50 }]);
          try {
            const r = await uploader.mutateAsync({ fileName: f.name, contentBase64: await readBase64(f) });
            setFresh((m) => ({ ...m, [r.imgUrl]: r.src }));
            set([...latest(), { imgUrl: r.imgUrl, imgName: r.imgName, imgDesc: null }]);
            onSuccess?.(r);
          } catch (e) {
            onError?.(e as Error);
          } finally {
            setPending((p) => p.filter((x) => x.uid !== f.uid));
          }
        }}
        itemRender={(node, file) => {
          const index = images.findIndex((img) => img.imgUrl === file.uid);
          if (index < 0) return node;
          const image = images[index]!;
          return (
            <ImageRow
              image={image}
              index={index}
              count={images.length}
              src={file.url}
              onChange={(patch) => set(latest().map((img, i) => (i === index ? { ...img, ...patch } : img)))}
              onMove={(to) => {
                const next = [...latest()];
                const [moved] = next.splice(index, 1);
                next.splice(to, 0, moved!);
                set(next);
              }}
              onRemove={() => set(latest().filter((_, i) => i !== index))}
            />
          );
        }}
      >
        <Button size="small" icon={<UploadOutlined />} disabled={room <= 0}>
          上传图片
        </Button>
      </Upload>
    </div>
  );
}

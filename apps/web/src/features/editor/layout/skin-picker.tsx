import { DASHBOARD_SKINS } from '@fengshou/core';
import { SKIN_IDS, type SkinId, skinDef, skinLayout } from '@fengshou/core/plates';
import { App } from 'antd';
import { droppedBySkin } from '../editor-doc';
import { useEditorStore } from '../editor-store';

/** A skin's grid in miniature: its plate slots and the centre map. */
function SkinThumb({ skin }: { skin: SkinId }) {
  const max = skinDef(skin).maxPlates;
  const layout = skinLayout(skin, max);
  return (
    <span
      className="skin-thumb"
      style={{
        gridTemplateColumns: layout.columns,
        gridTemplateRows: layout.rows,
        gridTemplateAreas: layout.areas.map((r) => `"${r}"`).join(' '),
      }}
      aria-hidden
    >
      <i className="skin-thumb-map" style={{ gridArea: 'map' }} />
      {layout.slots.map((s) => (
        <i key={s} style={{ gridArea: s }} />
      ))}
    </span>
  );
}

/** 皮肤: the five layouts of spec §2; one with fewer slots asks before dropping the plates past them. */
export function SkinPicker() {
  const { modal } = App.useApp();
  const doc = useEditorStore((s) => s.doc);
  const setSkin = useEditorStore((s) => s.setSkin);
  const choose = (skin: SkinId) => {
    if (skin === doc.skin) return;
    const dropped = droppedBySkin(doc, skin);
    if (dropped.length === 0) {
      setSkin(skin);
      return;
    }
    modal.confirm({
      title: `切换为“${DASHBOARD_SKINS[skin].label}”？`,
      content: `该皮肤只有${skinDef(skin).maxPlates}个板块位置，将移除：${dropped.map((p) => p.plateName).join('、')}。`,
      okText: '切换并移除',
      cancelText: '取消',
      onOk: () => setSkin(skin),
    });
  };
  return (
    <fieldset className="skin-picker" aria-label="皮肤">
      {SKIN_IDS.map((skin) => (
        <button
          key={skin}
          type="button"
          aria-pressed={doc.skin === skin}
          className={`skin-option${doc.skin === skin ? ' is-active' : ''}`}
          onClick={() => choose(skin)}
          title={DASHBOARD_SKINS[skin].label}
        >
          <SkinThumb skin={skin} />
          <span className="skin-option-label">{DASHBOARD_SKINS[skin].label}</span>
        </button>
      ))}
    </fieldset>
  );
}

import { DLBM_CLASSES, DLBM_CODES } from '@fengshou/core';
import { Checkbox, Segmented, Select } from 'antd';
import {
  BASEMAP_LABELS,
  type BasemapId,
  type ParcelColorBy,
  SWITCHABLE_LAYER_KEYS,
  SWITCHABLE_LAYERS,
  type SwitchableLayerKey,
} from '../../map';

export const COLOR_BY_OPTIONS: { label: string; value: ParcelColorBy }[] = [
  { label: '地类', value: 'dlbm' },
  { label: '地块类型', value: 'landType' },
  { label: '种植作物', value: 'crop' },
];

/** Colouring of the parcels. */
export function ColorBySwitch({
  value,
  onChange,
}: {
  value: ParcelColorBy;
  onChange: (v: ParcelColorBy) => void;
}) {
  return (
    <Segmented
      size="small"
      options={COLOR_BY_OPTIONS}
      value={value}
      onChange={(v) => onChange(v as ParcelColorBy)}
    />
  );
}

// The 23 DLBM codes of 农用地, grouped by their first-level class.
const DLBM_OPTIONS = Object.entries(DLBM_CLASSES)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([cls, label]) => ({
    label: `${cls} ${label}`,
    title: label,
    options: Object.entries(DLBM_CODES)
      .filter(([code]) => code.startsWith(cls))
      .map(([code, name]) => ({ label: `${code} ${name}`, value: code })),
  }));

/** DLBM filter: the parcels shown are restricted to the chosen land-use codes (none chosen = all). */
export function DlbmFilter({ value, onChange }: { value: string[]; onChange: (v: string[]) => void }) {
  return (
    <Select
      size="small"
      mode="multiple"
      allowClear
      maxTagCount={2}
      placeholder="地类筛选（全部）"
      style={{ minWidth: 220 }}
      options={DLBM_OPTIONS}
      value={value}
      onChange={onChange}
      aria-label="地类筛选"
    />
  );
}

/** Whether the parcel layer is drawn (off: the points and the basemap alone, easier to read). */
export function ParcelToggle({ value, onChange }: { value: boolean; onChange: (v: boolean) => void }) {
  return (
    <Checkbox checked={value} onChange={(e) => onChange(e.target.checked)}>
      地块
    </Checkbox>
  );
}

const SWITCH_OPTIONS = SWITCHABLE_LAYER_KEYS.map((k) => ({ label: SWITCHABLE_LAYERS[k].label, value: k }));

/** Which switchable layers (points of farms, devices, cameras) are on. */
export function LayerToggles({
  value,
  onChange,
}: {
  value: SwitchableLayerKey[];
  onChange: (v: SwitchableLayerKey[]) => void;
}) {
  return (
    <Checkbox.Group
      options={SWITCH_OPTIONS}
      value={value}
      onChange={(v) => onChange(v as SwitchableLayerKey[])}
    />
  );
}

/** Basemap choice: offline first (the intranet default). */
export function BasemapSelect({ value, onChange }: { value: BasemapId; onChange: (v: BasemapId) => void }) {
  return (
    <Select
      size="small"
      style={{ width: 120 }}
      value={value}
      onChange={onChange}
      aria-label="底图"
      options={(Object.keys(BASEMAP_LABELS) as BasemapId[]).map((k) => ({
        value: k,
        label: BASEMAP_LABELS[k],
      }))}
    />
  );
}

import { type DashboardCrop, VEGETABLE_CROPS } from '@fengshou/core';
import { Select } from 'antd';

const OPTIONS = Object.entries(VEGETABLE_CROPS).map(([key, name]) => ({ value: key, label: name }));

interface CropSwitchProps {
  value: DashboardCrop | undefined;
  onChange: (crop: DashboardCrop | undefined) => void;
}

/**
 * The crop a market dashboard's price plates follow (the price monitor's crops): 猪 shows 生猪价 and
 * 猪肉价, any other crop its 田头价 and 批发价 (spec §4); 全部品种 shows the plates as configured.
 */
export function CropSwitch({ value, onChange }: CropSwitchProps) {
  return (
    <fieldset className="dash-period" aria-label="品种">
      <span>品种</span>
      <Select
        size="small"
        aria-label="价格品种"
        value={value?.key ?? ''}
        popupMatchSelectWidth={false}
        options={[{ value: '', label: '全部品种' }, ...OPTIONS]}
        onChange={(key: string) =>
          onChange(
            key ? { key, name: VEGETABLE_CROPS[Number(key) as keyof typeof VEGETABLE_CROPS] } : undefined,
          )
        }
      />
    </fieldset>
  );
}

/** Price types of the live-pig monitor and of every other crop (spec §4 "Price monitor"). */
export const PIG_PRICE_TYPES = ['生猪价', '猪肉价'] as const;
export const CROP_PRICE_TYPES = ['田头价', '批发价'] as const;

/** The crop that switches the monitor to pig prices. */
export const PIG_CROP = '猪';

/** The price types offered for a crop: 生猪价/猪肉价 for 猪, 田头价/批发价 for any other crop. */
export function priceTypesFor(crop: string): readonly string[] {
  return crop === PIG_CROP ? PIG_PRICE_TYPES : CROP_PRICE_TYPES;
}

/** The price type after choosing `crop`: the current one if the new list has it, else the list's first. */
export function priceTypeAfterCropChange(crop: string, current: string): string {
  const types = priceTypesFor(crop);
  return types.includes(current) ? current : types[0]!;
}

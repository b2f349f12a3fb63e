import { z } from 'zod';
import { isHexColor } from './color';
import { isValidLatitude, isValidLongitude } from './coordinates';

// Number or numeric string in, unchanged value out: no transform, so these stay representable in JSON
// Schema for the OpenAPI document. Callers that need a number convert with Number() after parsing.

/** Message shown when a longitude is refused. */
export const LONGITUDE_MESSAGE = '经度必须在-180到180之间';
/** Message shown when a latitude is refused. */
export const LATITUDE_MESSAGE = '纬度必须在-90到90之间';
/** Message shown when a colour is refused. */
export const HEX_COLOR_MESSAGE = '颜色必须是#开头的3位或6位十六进制值';

/** Longitude as a number or decimal string within -180..180. */
export const zLongitude = z
  .union([z.number(), z.string()], { error: LONGITUDE_MESSAGE })
  .refine(isValidLongitude, { error: LONGITUDE_MESSAGE });

/** Latitude as a number or decimal string within -90..90. */
export const zLatitude = z
  .union([z.number(), z.string()], { error: LATITUDE_MESSAGE })
  .refine(isValidLatitude, { error: LATITUDE_MESSAGE });

/** A '#rgb' or '#rrggbb' colour string. */
export const zHexColor = z
  .string({ error: HEX_COLOR_MESSAGE })
  .refine(isHexColor, { error: HEX_COLOR_MESSAGE });

// The product's own pattern: the leading '#' is required, so a bare 'fff' is not a colour. CSS keywords,
// rgb() and 4/8-digit alpha forms are rejected because plate skins store exactly this form.
const HEX_COLOR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** True for '#' followed by exactly 3 or 6 hex digits (case-insensitive); the '#' is required. */
export function isHexColor(s: unknown): boolean {
  return typeof s === 'string' && HEX_COLOR.test(s);
}

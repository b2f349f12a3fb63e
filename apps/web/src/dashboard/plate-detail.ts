import type { DetailContent } from './detail-dialog';
import type { PlateRow } from './use-dashboard-data';

/** What opening a plate's detail does (spec §3 detailType). */
export type DetailAction =
  | { kind: 'dialog'; content: DetailContent }
  | { kind: 'route'; path: string }
  | { kind: 'link'; url: string }
  | { kind: 'event' }
  | { kind: 'none' };

/**
 * detailType 0 opens the image viewer (one named image from a dropdown when detailImgShowType is 1),
 * 1 the url (a path of this app in the page, an http(s) address in a new tab), 2 the table dialog; any
 * other type is an event for the page.
 */
export function detailAction(
  plate: Pick<PlateRow, 'id' | 'detailType' | 'detailImgShowType' | 'detailUrl'>,
): DetailAction {
  switch (plate.detailType) {
    case 0:
      return {
        kind: 'dialog',
        content: { kind: 'images', plateId: plate.id, pick: plate.detailImgShowType === 1 },
      };
    case 1: {
      const url = plate.detailUrl?.trim() ?? '';
      if (url.startsWith('/') && !url.startsWith('//')) return { kind: 'route', path: url };
      if (/^https?:\/\//i.test(url)) return { kind: 'link', url };
      return { kind: 'none' };
    }
    case 2:
      return { kind: 'dialog', content: { kind: 'table', plateId: plate.id } };
    default:
      return { kind: 'event' };
  }
}

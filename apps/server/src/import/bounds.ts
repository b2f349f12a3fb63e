/**
 * How large an import file may grow once read. The upload cap (20 MB) bounds the bytes sent, not what they
 * become: a 154 KB .xlsx inflated to 150 MB took 417 MB and nine seconds, and a CSV of short lines is
 * millions of rows. The largest real workbook under the cap (an entity list, 210,664 rows, 19.6 MB) inflates
 * to 151 MB (its sheet 109 MB, shared strings 43 MB) at ratios under 10: these leave room for it, none for a
 * bomb.
 */
export const IMPORT_BOUNDS = {
  /** Data rows of a table, features of a GeoJSON or shapefile. */
  rows: 250_000,
  /** Parts of a zip container (an .xlsx has a dozen; images and many sheets add some). */
  zipEntries: 1_000,
  /** All parts together once inflated. */
  unzippedBytes: 300 * 1024 * 1024,
  /** One part once inflated. */
  entryBytes: 200 * 1024 * 1024,
  /** Inflated to compressed size of a part larger than ratioFloorBytes inflated. */
  ratio: 100,
  ratioFloorBytes: 1024 * 1024,
};

const MB = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;
export const limitText = {
  rows: `文件最多 ${IMPORT_BOUNDS.rows.toLocaleString('en-US')} 行数据，请拆分后分批导入`,
  zipEntries: `压缩包内最多 ${IMPORT_BOUNDS.zipEntries} 个文件`,
  unzippedBytes: `解压后总大小不能超过 ${MB(IMPORT_BOUNDS.unzippedBytes)}`,
  entryBytes: `解压后单个文件不能超过 ${MB(IMPORT_BOUNDS.entryBytes)}`,
  ratio: `压缩比不能超过 ${IMPORT_BOUNDS.ratio} 倍（疑似压缩炸弹）`,
};

/**
 * A file refused for its size once read: not a row problem of the report but a refusal of the request
 * (respCode 300 naming the file).
 */
export class ImportTooLarge extends Error {
  constructor(
    readonly fileName: string,
    reason: string,
  ) {
    super(reason);
  }
}

import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { IMPORT_BOUNDS, ImportTooLarge, limitText } from './bounds';
import { FileProblem } from './types';

/**
 * Checks a zip container (an .xlsx) before any reader inflates it: the central directory's entry count,
 * each entry's declared inflated size and ratio and their sum, all read without inflating a byte. Then the
 * entries are inflated once and discarded, yauzl refusing any that inflates past the size it declared, so a
 * directory that lies cannot slip a bomb past the sums (zlib works on the thread pool, chunk by chunk: other
 * requests go on meanwhile).
 */
export async function checkZip(fileName: string, bytes: Uint8Array): Promise<void> {
  await withZip(bytes, async (zip) => {
    const entries = await checkedEntries(fileName, zip);
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      try {
        await pipeline(await zip.openReadStreamPromise(entry), discard());
      } catch {
        throw new ImportTooLarge(fileName, `文件已损坏或解压后大小与声明不符（${entry.fileName}）`);
      }
    }
  });
}

/**
 * The directory half of checkZip alone, cheap enough for the request that uploads the file (a bomb is
 * refused there with a 300); the import job runs the whole check before reading.
 */
export async function checkZipDirectory(fileName: string, bytes: Uint8Array): Promise<void> {
  await withZip(bytes, (zip) => checkedEntries(fileName, zip));
}

async function withZip<T>(bytes: Uint8Array, use: (zip: yauzl.ZipFile) => Promise<T>) {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    throw new FileProblem('file', '无法读取Excel文件（须为.xlsx格式）');
  }
  try {
    return await use(zip);
  } catch (e) {
    if (e instanceof ImportTooLarge || e instanceof FileProblem) throw e;
    throw new FileProblem('file', '无法读取Excel文件（须为.xlsx格式）');
  } finally {
    zip.close();
  }
}

/** The entries of the directory, refused when their count, declared sizes or ratios pass the bounds. */
async function checkedEntries(fileName: string, zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  if (zip.entryCount > IMPORT_BOUNDS.zipEntries) throw new ImportTooLarge(fileName, limitText.zipEntries);
  const entries: yauzl.Entry[] = [];
  let total = 0;
  for await (const entry of zip.eachEntry()) {
    const size = entry.uncompressedSize;
    if (size > IMPORT_BOUNDS.entryBytes)
      throw new ImportTooLarge(fileName, `${limitText.entryBytes}（${entry.fileName}）`);
    if (
      size > IMPORT_BOUNDS.ratioFloorBytes &&
      size > IMPORT_BOUNDS.ratio * Math.max(entry.compressedSize, 1)
    )
      throw new ImportTooLarge(fileName, `${limitText.ratio}（${entry.fileName}）`);
    total += size;
    if (total > IMPORT_BOUNDS.unzippedBytes) throw new ImportTooLarge(fileName, limitText.unzippedBytes);
    entries.push(entry);
  }
  return entries;
}

const discard = () =>
  new Writable({
    write(_chunk, _enc, done) {
      done();
    },
  });

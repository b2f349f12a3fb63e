import type { Config } from '../../config';
import { localFileStore } from './local-store';
import { s3FileStore } from './s3-store';
import type { FileStore } from './store';

/** The picture store the settings name: an S3-compatible bucket when FILES_S3_* are set, else DATA_DIR/files. */
export function openFileStore(config: Pick<Config, 'dataDir' | 'filesS3'>): FileStore {
  return config.filesS3 ? s3FileStore(config.filesS3) : localFileStore(config.dataDir);
}

import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { CheckedUpload } from './upload-check.js';
import { UploadNotFoundError } from './uploads.errors.js';

/** A stored upload: its random name (the only handle there is) and its checked type. */
export interface StoredUpload {
  name: string;
  mime: string;
}

/** 128 random bits and the extension of the checked type: nothing of the sender's file name. */
const NAME = /^[0-9a-f]{32}\.(jpg|png|webp|pdf)$/;
const MIME_OF_EXT: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', pdf: 'application/pdf' };

/**
 * Checked uploads under DATA_DIR/uploads (outside the public folder; never served by the
 * static file handler). Only checked uploads are stored, written under a temporary name
 * and renamed, so a reader never sees half a file. Who may read a file is decided by the
 * feature that owns it; this store only refuses names it could not have made.
 */
@Injectable()
export class UploadStore {
  private readonly dir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.dir = config.uploadsDir;
  }

  async save(upload: CheckedUpload): Promise<StoredUpload> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const name = `${randomBytes(16).toString('hex')}.${upload.ext}`;
    const partial = join(this.dir, `${name}.part`);
    await writeFile(partial, upload.bytes, { mode: 0o600, flag: 'wx' });
    await rename(partial, join(this.dir, name));
    return { name, mime: upload.mime };
  }

  async read(name: string): Promise<{ bytes: Buffer; mime: string }> {
    if (!NAME.test(name)) throw new UploadNotFoundError();
    try {
      return { bytes: await readFile(join(this.dir, name)), mime: MIME_OF_EXT[name.split('.')[1]] };
    } catch {
      throw new UploadNotFoundError();
    }
  }

  /** For a request that was refused after its file was stored; a missing file is fine. */
  async remove(name: string): Promise<void> {
    if (!NAME.test(name)) return;
    await unlink(join(this.dir, name)).catch(() => undefined);
  }

  static isStoredName(name: string): boolean {
    return NAME.test(name);
  }
}

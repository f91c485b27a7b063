import { Module } from '@nestjs/common';
import { UploadStore } from './upload-store.js';

/** Content-checked upload storage under DATA_DIR/uploads (upload-check.ts, upload-store.ts). Needs APP_CONFIG. */
@Module({
  providers: [UploadStore],
  exports: [UploadStore],
})
export class UploadsModule {}

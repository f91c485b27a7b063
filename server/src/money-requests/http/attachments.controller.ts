import { Controller, Get, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Auth, CurrentPrincipal } from '../../identity/sessions/auth.decorators.js';
import type { Principal } from '../../shared/http/principal.js';
import { sendUpload } from '../../shared/uploads/upload-response.js';
import { UploadStore } from '../../shared/uploads/upload-store.js';
import { UploadNotFoundError } from '../../shared/uploads/uploads.errors.js';
import { FindAttachmentOwner } from '../queries/find-attachment/find-attachment.query.js';

/**
 * Request attachments (screenshots, scanners, proofs of payment), by the paths the rows
 * give (`image_path`, `proof_path`): a player reads only files of their own requests (any
 * other is a 404, as if it did not exist); admins and auditors read any file of a request.
 */
@ApiTags('money requests (attachments)')
@Controller()
export class AttachmentsController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly uploads: UploadStore,
  ) {}

  @Get('user/uploads/:name')
  @Auth('user')
  @ApiOperation({ summary: "A file of one of the player's own requests (image inline, PDF as a download, nosniff)" })
  @ApiProduces('image/jpeg', 'image/png', 'image/webp', 'application/pdf')
  @ApiNotFoundResponse({ description: 'No such file among the player’s requests' })
  async own(@Param('name') name: string, @CurrentPrincipal() principal: Principal, @Res() reply: FastifyReply) {
    if ((await this.ownerOf(name)) !== principal.id) throw new UploadNotFoundError();
    return sendUpload(reply, { name, ...(await this.uploads.read(name)) });
  }

  @Get('admin/uploads/:name')
  @Auth('admin')
  @ApiOperation({ summary: 'A file of any request, for admins and auditors' })
  @ApiProduces('image/jpeg', 'image/png', 'image/webp', 'application/pdf')
  @ApiNotFoundResponse({ description: 'No request has this file' })
  async any(@Param('name') name: string, @Res() reply: FastifyReply) {
    if ((await this.ownerOf(name)) === null) throw new UploadNotFoundError();
    return sendUpload(reply, { name, ...(await this.uploads.read(name)) });
  }

  private async ownerOf(name: string): Promise<string | null> {
    return UploadStore.isStoredName(name) ? this.queryBus.execute(new FindAttachmentOwner(name)) : null;
  }
}

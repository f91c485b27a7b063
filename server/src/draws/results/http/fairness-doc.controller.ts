import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Controller, Get, Header, NotFoundException } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';

/** Where the verification document is served; the proof and the OpenAPI document link here. */
export const FAIRNESS_DOC_URL = '/docs/fairness.md';

/**
 * The repository's docs/fairness.md, found as client-pages.ts finds the built client: the
 * first folder up from here that holds server/package.json is the repository (the same
 * from server/src under tests and from server/dist in the image, which copies docs/).
 */
export function findFairnessDoc(): string | null {
  for (let dir = dirname(fileURLToPath(import.meta.url)); dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'server', 'package.json'))) {
      const path = join(dir, 'docs', 'fairness.md');
      return existsSync(path) ? path : null;
    }
  }
  return null;
}

/** The verification document, for anyone who wants to recompute a draw without trusting the proof page. */
@ApiTags('results (public)')
@Controller('docs')
export class FairnessDocController {
  private text: string | null | undefined;

  @Get('fairness.md')
  @Header('content-type', 'text/markdown; charset=utf-8')
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({ summary: 'How to verify every draw: the bytes of the RNG, the ticket tree, the beacon check and the feed of closes, with test vectors' })
  @ApiProduces('text/markdown')
  @ApiOkResponse({ description: 'docs/fairness.md of the running version', schema: { type: 'string' } })
  @ApiNotFoundResponse({ description: 'The document is not deployed with this server' })
  document(): string {
    // Read once: the file ships with the build and never changes under a running server.
    if (this.text === undefined) {
      const path = findFairnessDoc();
      this.text = path ? readFileSync(path, 'utf8') : null;
    }
    if (this.text === null) throw new NotFoundException();
    return this.text;
  }
}

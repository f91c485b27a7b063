import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { listStaticFiles, sendStaticFile } from './static-files.js';

/**
 * The OpenAPI document at /api/docs/openapi.json and Swagger UI at /api/docs. The UI's
 * files come from swagger-ui-dist and its page runs no inline script, so it keeps a CSP.
 */
const DOCS_CSP = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'";
const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fairdraw API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`;
const INIT = "window.ui = SwaggerUIBundle({ url: '/api/docs/openapi.json', dom_id: '#swagger-ui', deepLinking: true });";

export function setupApiDocs(app: NestFastifyApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Fairdraw API')
      .setDescription(
        'The player and admin API of Fairdraw (paths and envelopes of the product specification, section 7). ' +
          'How anyone can verify every draw from the public routes alone: [/docs/fairness.md](/docs/fairness.md).',
      )
      .setVersion('1')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { swaggerUiEnabled: false, jsonDocumentUrl: 'api/docs/openapi.json', yamlDocumentUrl: 'api/docs/openapi.yaml' });

  const uiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const assets = listStaticFiles(uiDir, '/api/docs/assets', (name) => name === 'swagger-ui.css' || name === 'swagger-ui-bundle.js');
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const path = request.url.split('?')[0];
    if (path === '/api/docs' || path === '/api/docs/') {
      return reply.header('content-security-policy', DOCS_CSP).type('text/html; charset=utf-8').send(PAGE);
    }
    if (path === '/api/docs/init.js') return reply.type('text/javascript; charset=utf-8').send(INIT);
    const asset = assets.get(path);
    if (asset) return sendStaticFile(reply, asset, 'public, max-age=86400');
  });
}

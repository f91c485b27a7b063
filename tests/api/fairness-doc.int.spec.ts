import { readFileSync } from 'node:fs';
import { createTestApp, type TestApp } from '../../server/src/shared/testing/test-app.js';

/** GET /docs/fairness.md: the repository's verification document, public, as Markdown; the API's documents link to it. */
describe('the fairness document', () => {
  let t: TestApp;
  const onDisk = readFileSync(new URL('../../docs/fairness.md', import.meta.url), 'utf8');

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is served to anyone as UTF-8 Markdown, byte for byte the repository file', async () => {
    const res = await t.request('GET', '/docs/fairness.md');
    expect(res.statusCode).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(res.body.split('\n')[0]).toBe('# Fairdraw: how to verify every draw');
    expect(res.body).toBe(onDisk);
  });

  it('is linked from the OpenAPI description and from the proof route', async () => {
    const doc = (await t.request('GET', '/api/docs/openapi.json')).json();
    expect(doc.info.description).toContain('/docs/fairness.md');
    expect(doc.paths['/draws/{drawId}/proof'].get.summary).toContain('/docs/fairness.md');
    expect(Object.keys(doc.paths['/docs/fairness.md'].get.responses['200'].content)).toEqual(['text/markdown']);
  });
});

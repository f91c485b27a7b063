import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import type { ResultsApp } from '../api/results-harness.js';

/**
 * The routes the authorization matrix (issue 13) must classify, as 'METHOD /path/{param}':
 * those of the served OpenAPI document, and those Nest registered (which must be the same).
 */

/** The documented routes (the document must be served). */
export async function documentedRoutes(t: ResultsApp): Promise<string[]> {
  const res = await t.get('/api/docs/openapi.json');
  expect(res.statusCode).toBe(200);
  return Object.entries<Record<string, unknown>>(res.json().paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      .map((m) => `${m.toUpperCase()} ${path}`),
  );
}

/** Every handler of every controller Nest registered, its path written as the document writes it. */
export function registeredRoutes(t: ResultsApp): string[] {
  const registered: string[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as unknown as { prototype: object } | null;
      if (!controller) continue;
      const base = Reflect.getMetadata(PATH_METADATA, controller) as string;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = Object.getOwnPropertyDescriptor(controller.prototype, name)?.value;
        const sub = typeof handler === 'function' && name !== 'constructor' ? (Reflect.getMetadata(PATH_METADATA, handler) as string | undefined) : undefined;
        if (sub === undefined) continue;
        const path = `/${[base, sub].flatMap((p) => p.split('/')).filter(Boolean).join('/')}`.replace(/:(\w+)/g, '{$1}');
        registered.push(`${RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number]} ${path}`);
      }
    }
  }
  return registered;
}

import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { ALLOW_AUDITOR_KEY, AUTH_ROLE_KEY } from '../../server/src/identity/sessions/auth-metadata.js';

/** A handler Nest registered: 'METHOD /path/{param}' (written as the OpenAPI document writes it) and its guard metadata. */
export interface RegisteredRoute {
  key: string;
  role: 'admin' | 'user' | 'any' | null;
  allowAuditor: boolean;
}

/**
 * Every handler of every controller of the app, read from Nest's own metadata, so that the
 * tests comparing it with the served document catch a route hidden from the document.
 */
export function registeredRoutes(app: INestApplicationContext): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as unknown as { prototype: object } | null;
      if (!controller) continue;
      const base = Reflect.getMetadata(PATH_METADATA, controller) as string;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = Object.getOwnPropertyDescriptor(controller.prototype, name)?.value;
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const sub = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        if (sub === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        const path = `/${[base, sub].flatMap((p) => p.split('/')).filter(Boolean).join('/')}`.replace(/:(\w+)/g, '{$1}');
        const of = (key: string) => Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, controller);
        routes.push({ key: `${method} ${path}`, role: of(AUTH_ROLE_KEY) ?? null, allowAuditor: of(ALLOW_AUDITOR_KEY) === true });
      }
    }
  }
  return routes;
}

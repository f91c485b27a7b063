import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getMetadataStorage, type ValidationArguments } from 'class-validator';
import { ruleMessageOf } from '../rule-message.js';
import type { Message } from '../message.js';
import { sourceFiles } from './message-sources.js';

export interface RuleMessage {
  message: Message;
  /** `Class.property (decorator)`. */
  at: string;
  /** The DTO's file, relative to the root (unknown for a class its file does not export). */
  file: string;
}

/** Rules whose message class-validator computes (a function): the words each can give, listed by hand. */
export type ComputedMessages = Record<string, () => string[]>;

/**
 * Every message of every DTO rule (class-validator's metadata, after loading each
 * `*.dto.ts` and every file that declares a decorator), as `ruleMessageOf` reads it back
 * when the rule fails. A rule with no message of its own would answer class-validator's
 * English (`undefined`: listed in `bare`); a computed one must be in `computed`.
 */
export async function readDtoRuleMessages(root: string, computed: ComputedMessages): Promise<{ messages: RuleMessage[]; bare: string[]; unknownComputed: string[] }> {
  const fileOf = new Map<unknown, string>();
  for (const path of sourceFiles(root).filter((p) => p.endsWith('.dto.ts'))) {
    const exported = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
    for (const value of Object.values(exported)) if (typeof value === 'function') fileOf.set(value, relative(root, path));
  }
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<Function, ValidationMetadataLike[]> | ValidationMetadataLike[] };
  const all = storage.validationMetadatas instanceof Map ? [...storage.validationMetadatas.values()].flat() : storage.validationMetadatas;
  const messages: RuleMessage[] = [];
  const bare: string[] = [];
  const unknownComputed: string[] = [];
  for (const m of all) {
    const at = `${(m.target as Function).name ?? String(m.target)}.${m.propertyName} (${m.name ?? m.type})`;
    const file = fileOf.get(m.target) ?? 'unknown';
    if (SILENT_TYPES.has(m.type)) continue;
    if (typeof m.message === 'string') messages.push({ message: ruleMessageOf(m.message), at, file });
    else if (typeof m.message === 'function') {
      const words = computed[m.name ?? ''];
      if (!words) unknownComputed.push(at);
      else for (const w of words()) messages.push({ message: ruleMessageOf(w), at, file });
    } else bare.push(at);
  }
  return { messages, bare, unknownComputed };
}

/** Metadata that never answers a message of its own (optional, whitelist, nested walk, conditions). */
const SILENT_TYPES = new Set(['conditionalValidation', 'whitelistValidation', 'nestedValidation', 'promiseValidation']);

interface ValidationMetadataLike {
  type: string;
  name?: string;
  target: Function | string;
  propertyName: string;
  message?: string | ((args: ValidationArguments) => string);
}


import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { ServerBusyError } from '../../shared/http/after-answer.js';
import { GuessablePasswordError } from '../identity.errors.js';

/**
 * The rule against guessable passwords (issue 8, attack 10), on top of the
 * specification's characters rule (password-policy.ts, which 'Password!' and 'Aaaaaaa!'
 * pass): zxcvbn-ts, with its dictionary of common passwords and words, keyboard
 * patterns, dates, repeats and near misses of all those (Levenshtein distance), must
 * rate the password at least 3 of 4 ("safely unguessable: moderate protection from an
 * offline attack", about 10^8 guesses or more). The account's own username and email
 * count as words an attacker tries first. Checked at registration, reset and change,
 * never at login (an old password still signs in).
 *
 * A check takes 5-100 ms of CPU, too long for the event loop (DESIGN.md section 6), so it
 * runs in a worker thread of its own, started at the first check. Server only: the
 * dictionaries are megabytes the client does not load.
 */
export const MIN_PASSWORD_SCORE = 3;
/** Checks waiting past this many (a few seconds of work) are refused (429) rather than queued without end. */
export const MAX_WAITING_CHECKS = 100;

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { ZxcvbnFactory } = require(workerData.core);
const common = require(workerData.common);
const zxcvbn = new ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs, useLevenshteinDistance: true });
parentPort.on('message', ({ id, password, userInputs }) => {
  parentPort.postMessage({ id, score: zxcvbn.check(password, userInputs).score });
});`;

@Injectable()
export class PasswordGuessability implements OnModuleDestroy {
  private readonly logger = new Logger('PasswordGuessability');
  private worker: Worker | undefined;
  private readonly pending = new Map<number, { resolve: (score: number) => void; reject: (error: Error) => void }>();
  private nextId = 0;
  protected readonly maxWaiting: number = MAX_WAITING_CHECKS;

  /** Throws GuessablePasswordError (400) when zxcvbn rates `password` below MIN_PASSWORD_SCORE. */
  async assertHardToGuess(password: string, userInputs: readonly string[]): Promise<void> {
    if ((await this.score(password, userInputs)) < MIN_PASSWORD_SCORE) throw new GuessablePasswordError();
  }

  /** zxcvbn's score, 0 (a top password) to 4 (very unguessable). */
  score(password: string, userInputs: readonly string[] = []): Promise<number> {
    if (this.pending.size >= this.maxWaiting) return Promise.reject(new ServerBusyError());
    const worker = this.startedWorker();
    const id = ++this.nextId;
    // Held checks keep the process alive; an idle worker does not (a CLI run ends when its work does).
    if (this.pending.size === 0) worker.ref();
    return new Promise<number>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, password, userInputs: [...inputsOf(userInputs), 'fairdraw'] });
    });
  }

  async onModuleDestroy(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private startedWorker(): Worker {
    if (this.worker) return this.worker;
    const require = createRequire(import.meta.url);
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { core: require.resolve('@zxcvbn-ts/core'), common: require.resolve('@zxcvbn-ts/language-common') },
    });
    worker.on('message', ({ id, score }: { id: number; score: number }) => {
      this.pending.get(id)?.resolve(score);
      this.pending.delete(id);
      if (this.pending.size === 0) worker.unref();
    });
    // A dead worker fails what it held; the next check starts a new one.
    const failAll = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      if (this.pending.size > 0) this.logger.error(`Password check worker stopped: ${error.message}`);
      for (const { reject } of this.pending.values()) reject(error);
      this.pending.clear();
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`exited with code ${code}`)));
    worker.unref();
    this.worker = worker;
    return worker;
  }
}

/** The username and email as an attacker would try them: whole, and the email's local part and its pieces. */
function inputsOf(values: readonly string[]): string[] {
  const inputs = new Set<string>();
  for (const value of values) {
    if (!value) continue;
    inputs.add(value.toLowerCase());
    const local = value.split('@')[0]!.toLowerCase();
    inputs.add(local);
    for (const piece of local.split(/[^\p{L}\p{N}]+/u)) if (piece.length >= 3) inputs.add(piece);
  }
  return [...inputs];
}

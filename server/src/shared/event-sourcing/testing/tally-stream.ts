import { DomainError } from '../../errors/domain-error.js';
import type { SingleStream } from '../single-stream.js';
import type { StreamRules } from '../single-stream-runner.js';

/**
 * A made-up single stream for the mechanism's own tests, so they say nothing about the
 * settings' or the prize tables' rules: a tally that amounts are added to, or whose total
 * is set. Setting the total it has already is no change (no event), as for a setting.
 */
export type TallyEvent = { type: 'Added'; data: { amount: number } } | { type: 'TotalSet'; data: { total: number } };
export type TallyCommand = { type: 'Add'; data: { amount: number } } | { type: 'SetTotal'; data: { total: number } };
export interface TallyState {
  total: number;
  /** Every amount added, oldest first (a nested object, so freezing must go deep). */
  added: number[];
}

export const TALLY_STREAM = 'tally';

export class TallyBusyError extends DomainError {
  constructor() {
    super('TALLY.BUSY', 'The tally is being changed by someone else. Please try again.', 'conflict');
  }
}

export class NothingToAddError extends DomainError {
  constructor() {
    super('TALLY.NOTHING_TO_ADD', 'Add at least 1', 'invalid');
  }
}

function evolve(state: TallyState, event: TallyEvent): TallyState {
  switch (event.type) {
    case 'Added':
      return { total: state.total + event.data.amount, added: [...state.added, event.data.amount] };
    case 'TotalSet':
      return { ...state, total: event.data.total };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown tally event type ${(unknown as { type: string }).type}`);
    }
  }
}

export const tallyStream: SingleStream<TallyState, TallyEvent> = {
  streamId: TALLY_STREAM,
  initial: () => ({ total: 0, added: [] }),
  evolve,
  isEvent: (event): event is TallyEvent => event.type === 'Added' || event.type === 'TotalSet',
};

export const tallyRules: StreamRules<TallyState, TallyCommand, TallyEvent> = {
  decide(command, state) {
    switch (command.type) {
      case 'Add':
        if (command.data.amount < 1) throw new NothingToAddError();
        return [{ type: 'Added', data: { amount: command.data.amount } }];
      case 'SetTotal':
        return command.data.total === state.total ? [] : [{ type: 'TotalSet', data: { total: command.data.total } }];
    }
  },
  busy: () => new TallyBusyError(),
};

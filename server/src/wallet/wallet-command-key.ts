import { commandFingerprint, type CommandKey } from '../shared/idempotency/keyed-command.js';
import { PLAY_COMMAND_TYPES, type PlayCommand } from '../responsible-play/responsible-play.decide.js';
import type { WalletCommand } from './wallet.commands.js';

/**
 * The idempotency key of every wallet command, unique within the wallet, and the
 * fingerprint of what it asks (shared/idempotency/keyed-command.ts). An action that can
 * recur (a withdrawal reopened) differs by its request revision, so it is never a retry.
 */
export function walletCommandKey(command: WalletCommand): CommandKey {
  return { key: keyOf(command), fingerprint: commandFingerprint(requestOf(command)) };
}

function keyOf(command: WalletCommand): string {
  switch (command.type) {
    case 'OpenWallet':
      return 'open';
    case 'CreditDeposit':
      return `deposit:${command.data.requestId}`;
    case 'CreditPrize':
      return `prize:${command.data.roundId}`;
    case 'CreditAdjustment':
      return `adjustment:${command.data.adjustmentId}`;
    case 'CreditReferral':
      return `referral:${command.data.referredUserId}`;
    case 'PayForTicket':
      return `ticket:${command.data.ticket?.ticketId}`;
    case 'PayForTickets':
      // Ticket ids are new for every purchase (random, or derived from the request's Idempotency-Key).
      return `tickets:${command.data.tickets?.[0]?.ticketId}`;
    case 'HoldFunds':
    case 'AdjustHold':
    case 'ReleaseHold':
    case 'CaptureHold':
      return `hold:${command.data.holdId}@${command.data.revision}`;
    case 'SetDepositLimits':
    case 'DeclineDepositLimits':
    case 'ReviewDepositLimits':
    case 'SetRealityCheck':
    case 'PausePlay':
      // The request's Idempotency-Key, or a new id for a request without one.
      return `play:${command.data.requestId}`;
    default: {
      const unknown: never = command;
      throw new Error(`Unknown wallet command ${(unknown as { type: string }).type}`);
    }
  }
}

/**
 * What the caller asked for: the command without the clock's reading. A purchase of
 * several tickets names its round by id: the round's price and window are the server's,
 * so a retry is the same request whatever the round looks like by then.
 */
function requestOf(command: WalletCommand): unknown {
  if (command.type === 'PayForTickets') {
    const { tickets, round } = command.data;
    return { type: command.type, data: { tickets, roundId: round?.roundId } };
  }
  if (isPlayCommand(command)) {
    const { now: _clock, ...asked } = command.data;
    return { type: command.type, data: asked };
  }
  if (command.type !== 'PayForTicket') return command;
  const { ticket, round } = command.data;
  return { type: command.type, data: { ticket, round } };
}

function isPlayCommand(command: WalletCommand): command is PlayCommand {
  return (PLAY_COMMAND_TYPES as readonly string[]).includes(command.type);
}

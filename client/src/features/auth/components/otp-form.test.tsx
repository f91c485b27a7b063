import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderElement } from '../../../testing/render-with-providers.js';
import { OtpForm } from './otp-form.js';
import type { ResendOutcome } from './use-otp-step.js';

describe('OTP step countdown', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  function renderOtp(seconds: number, outcome: ResendOutcome = { sent: true }) {
    const onResend = jest.fn(async () => outcome);
    const onVerify = jest.fn();
    renderElement(
      <OtpForm email="a@b.io" seconds={seconds} submitLabel="Verify & Login" busyLabel="Verifying..."
        verifying={false} onVerify={onVerify} onResend={onResend} />,
    );
    return { onResend, onVerify };
  }

  const tick = (seconds: number) => act(() => void jest.advanceTimersByTime(seconds * 1000));
  // The countdown sets its next timer after each render: one second at a time.
  const wait = (seconds: number) => {
    for (let i = 0; i < seconds; i += 1) tick(1);
  };

  it('counts down in mm:ss and enables Resend only at 0, then restarts at 120 s', async () => {
    const { onResend } = renderOtp(120);
    expect(screen.getByText('02:00')).toBeInTheDocument();
    tick(1);
    expect(screen.getByText('01:59')).toBeInTheDocument();
    for (let i = 0; i < 118; i += 1) tick(1);
    expect(screen.getByText('00:01')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled();
    tick(1);
    expect(screen.getByText('00:00')).toBeInTheDocument();
    const resend = screen.getByRole('button', { name: 'Resend' });
    expect(resend).toBeEnabled();
    await act(async () => fireEvent.click(resend));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByText('02:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled();
  });

  it('counts down the wait the server asks for when it refuses a resend', async () => {
    renderOtp(30, { sent: false, waitSeconds: 17 });
    wait(30);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Resend' })));
    expect(screen.getByText('00:17')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled();
    wait(17);
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  it('leaves Resend available after a refusal that names no wait', async () => {
    renderOtp(30, { sent: false, waitSeconds: null });
    wait(30);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Resend' })));
    expect(screen.getByText('00:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  it('starts from what is left of the cooldown when no new code went out', () => {
    renderElement(
      <OtpForm email="a@b.io" seconds={120} startAt={83} submitLabel="Verify & Login" busyLabel="Verifying..."
        verifying={false} onVerify={() => undefined} onResend={async () => ({ sent: true as const })} />,
    );
    expect(screen.getByText('01:23')).toBeInTheDocument();
    wait(83);
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  it('uses the 30 s registration countdown and takes a pasted code, digits only', () => {
    const { onVerify } = renderOtp(30);
    expect(screen.getByText('00:30')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('OTP'), { target: { value: '12 34-56' } });
    expect(screen.getByLabelText('OTP')).toHaveValue('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify & Login' }));
    expect(onVerify).toHaveBeenCalledWith('123456');
  });

  it("shows 'Verifying...' while verifying", () => {
    renderElement(
      <OtpForm email="a@b.io" seconds={120} submitLabel="Verify & Login" busyLabel="Verifying..."
        verifying onVerify={() => undefined} onResend={async () => ({ sent: true as const })} />,
    );
    expect(screen.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
  });
});

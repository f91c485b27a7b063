import type { APIRequestContext } from '@playwright/test';

/**
 * Money set-up through the API, for the browser tests that are about something else: the
 * operator's payment details and referral amount, a player's deposit made done, a profile.
 */
type Json = Record<string, unknown>;

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function expectOk(pending: Promise<{ ok(): boolean; status(): number; json(): Promise<unknown> }>): Promise<Json> {
  const response = await pending;
  const body = (await response.json().catch(() => ({}))) as Json;
  if (!response.ok() || body.err === 'Y') throw new Error(`API call failed (${response.status()}): ${JSON.stringify(body)}`);
  return body;
}

export async function setPaymentDetails(api: APIRequestContext, admin: string, details: Json): Promise<void> {
  await expectOk(api.post('/admin/settings/payment-details', { headers: auth(admin), data: details }));
}

export async function setReferralAmount(api: APIRequestContext, admin: string, amount: number): Promise<void> {
  await expectOk(api.post('/admin/settings/referral-code-amount', { headers: auth(admin), data: { amount } }));
}

export async function profileOf(api: APIRequestContext, player: string): Promise<Json> {
  return (await expectOk(api.get('/user/profile', { headers: auth(player) }))).data as Json;
}

/** A bank deposit (no screenshot needed) that an admin then marks done: the player has the money. */
export async function fundedDeposit(api: APIRequestContext, player: string, admin: string, amount: number, name = 'Test Payer'): Promise<string> {
  const reply = await expectOk(
    api.post('/user/deposit', {
      headers: auth(player),
      multipart: {
        deposit_option: 'bank', amount: String(amount), account_holder_name: name, bank_name: 'State Bank of India',
        type_of_account: 'savings', account_number: '123456789012', ifsc_code: 'SBIN0001234',
      },
    }),
  );
  const id = String((reply.data as Json)._id);
  await expectOk(api.put(`/admin/deposits/${id}`, { headers: auth(admin), data: { status: 'done', amount } }));
  return id;
}

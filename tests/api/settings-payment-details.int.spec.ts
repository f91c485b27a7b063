import { BANK, SOLANA, startSettingsApp, TRON, type SettingsApp } from './settings-harness.js';

/** Where players pay: the operator's bank account, UPI id and crypto addresses (DESIGN.md section 4). */
describe('settings: payment details', () => {
  let s: SettingsApp;
  beforeAll(async () => {
    s = await startSettingsApp();
  });
  afterAll(async () => {
    await s.t.close();
  });
  const post = (body: unknown, token = s.admin) => s.t.request('POST', '/admin/settings/payment-details', { payload: body as object, token });
  const playerView = async () => (await s.t.get('/user/payment-details', s.player)).json();

  it('shows players nothing to pay to before an admin sets it', async () => {
    expect(await playerView()).toEqual({
      err: 'N',
      msg: 'Payment details fetched successfully',
      data: { bank: null, upi_id: null, crypto: { TRC20: null, SOLANA: null } },
    });
  });

  it('sets every method at once and shows it to players as the admin sees it', async () => {
    const res = await post({ bank: BANK, upi_id: 'fairdraw@okaxis', crypto: { TRC20: TRON, SOLANA } });
    const data = { bank: BANK, upi_id: 'fairdraw@okaxis', crypto: { TRC20: TRON, SOLANA } };
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ err: 'N', msg: 'Payment details updated successfully', data });
    expect((await s.t.get('/admin/settings/payment-details', s.admin)).json().data).toEqual(data);
    expect((await playerView()).data).toEqual(data);
    expect((await s.settingsEvents()).at(-1)).toMatchObject({
      type: 'PaymentDetailsChanged',
      data: {
        bank: { accountHolderName: BANK.account_holder_name, accountNumber: BANK.account_number, bankName: 'HDFC Bank', ifscCode: 'HDFC0001234', typeOfAccount: 'current' },
        upiId: 'fairdraw@okaxis',
        crypto: { TRC20: TRON, SOLANA },
      },
      metadata: { actor: `admin:${s.adminIds.admin}` },
    });
  });

  it('keeps what a change leaves out, and removes what it sets to null or blank', async () => {
    expect((await post({ crypto: { SOLANA: null } })).json().data).toEqual({ bank: BANK, upi_id: 'fairdraw@okaxis', crypto: { TRC20: TRON, SOLANA: null } });
    expect((await post({ upi_id: '' })).json().data).toEqual({ bank: BANK, upi_id: null, crypto: { TRC20: TRON, SOLANA: null } });
    expect((await post({ bank: null, crypto: null })).json().data).toEqual({ bank: null, upi_id: null, crypto: { TRC20: null, SOLANA: null } });
    expect((await playerView()).data).toEqual({ bank: null, upi_id: null, crypto: { TRC20: null, SOLANA: null } });
  });

  it('tidies what people type: spaces around, a lower-case IFSC and account type, spaces in the account number', async () => {
    const res = await post({
      bank: { ...BANK, account_holder_name: '  Fairdraw Gaming Pvt. Ltd. ', account_number: '5020 0012 3456 78', ifsc_code: ' hdfc0001234', type_of_account: 'Current' },
      upi_id: ' fairdraw@okaxis ',
    });
    expect(res.json().data).toEqual({ bank: BANK, upi_id: 'fairdraw@okaxis', crypto: { TRC20: null, SOLANA: null } });
  });

  it('stores a repeated change once', async () => {
    const before = (await s.settingsEvents()).length;
    for (let i = 0; i < 3; i++) expect((await post({ bank: BANK, upi_id: 'fairdraw@okaxis' })).statusCode).toBe(200);
    expect((await s.settingsEvents()).length).toBe(before);
  });

  describe('refuses bad details with the field and its format, and stores nothing', () => {
    const bank = (over: object) => ({ bank: { ...BANK, ...over } });
    const without = (field: keyof typeof BANK) => ({ bank: Object.fromEntries(Object.entries(BANK).filter(([k]) => k !== field)) });
    const cases: Array<[string, unknown, string]> = [
      ['no holder name', without('account_holder_name'), 'Account holder name is required'],
      ['a blank holder name', bank({ account_holder_name: '   ' }), 'Account holder name is required'],
      ['a holder name of one letter', bank({ account_holder_name: 'A' }), "Account holder name must be 2 to 100 letters, digits, spaces or . , ' & ( ) -"],
      ['a holder name with markup', bank({ account_holder_name: '<script>x</script>' }), "Account holder name must be 2 to 100 letters, digits, spaces or . , ' & ( ) -"],
      ['a holder name with a zero-width space', bank({ account_holder_name: 'Fair\u200Bdraw' }), "Account holder name must be 2 to 100 letters, digits, spaces or . , ' & ( ) -"],
      ['no account number', without('account_number'), 'Account number is required'],
      ['a short account number', bank({ account_number: '12345678' }), 'Account number must be 9 to 18 digits'],
      ['letters in the account number', bank({ account_number: '5020001234567A' }), 'Account number must be 9 to 18 digits'],
      ['an account number as a number', bank({ account_number: 50200012345678 }), 'Account number is required'],
      ['no bank name', without('bank_name'), 'Bank name is required'],
      ['a bank name of symbols', bank({ bank_name: '$$$' }), "Bank name must be 2 to 100 letters, digits, spaces or . , ' & ( ) -"],
      ['no IFSC', without('ifsc_code'), 'IFSC code is required'],
      ['an IFSC without its 0', bank({ ifsc_code: 'HDFC1001234' }), 'Enter a valid IFSC code: 4 letters, 0, then 6 letters or digits (e.g. SBIN0001234)'],
      ['a short IFSC', bank({ ifsc_code: 'HDFC000123' }), 'Enter a valid IFSC code: 4 letters, 0, then 6 letters or digits (e.g. SBIN0001234)'],
      ['no account type', without('type_of_account'), 'Account type is required'],
      ['another account type', bank({ type_of_account: 'fixed deposit' }), 'Account type must be savings or current'],
      ['a bank as text', { bank: 'HDFC' }, 'bank must be the account details, or null'],
      ['a bank as a list', { bank: [BANK] }, 'bank must be the account details, or null'],
      ['an unknown bank field', bank({ swift: 'HDFCINBB' }), "Unknown field 'bank.swift'"],
      ['a NUL in a bank field', bank({ bank_name: 'HDFC\u0000Bank' }), 'bank.bank_name must not contain control characters'],
      ['a direction override in the UPI id', { upi_id: 'fairdraw@\u202Eokaxis' }, 'upi_id must not contain text-direction control characters'],
      ['a UPI id without a bank', { upi_id: 'fairdraw' }, 'Enter a valid UPI ID in the form name@bank'],
      ['a UPI id that is an email', { upi_id: 'fairdraw@gmail.com' }, 'Enter a valid UPI ID in the form name@bank'],
      ['a UPI id as a number', { upi_id: 9876543210 }, 'Enter a valid UPI ID in the form name@bank'],
      ['a Solana address as TRC20', { crypto: { TRC20: SOLANA } }, 'Enter a valid TRC20 address (34 characters starting with T)'],
      ['a TRC20 address with a broken checksum', { crypto: { TRC20: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' } }, 'Enter a valid TRC20 address (34 characters starting with T)'],
      ['an Ethereum address as TRC20', { crypto: { TRC20: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' } }, 'Enter a valid TRC20 address (34 characters starting with T)'],
      ['a Tron address as SOLANA', { crypto: { SOLANA: TRON } }, 'Enter a valid Solana address (32 to 44 base58 characters)'],
      ['a Solana address with a 0', { crypto: { SOLANA: 'So1111111111111111111111111111111111111111O' } }, 'Enter a valid Solana address (32 to 44 base58 characters)'],
      ['another network', { crypto: { ERC20: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' } }, "Unknown field 'crypto.ERC20'"],
      ['crypto as text', { crypto: TRON }, 'crypto must be the addresses per network, or null'],
      ['nothing to change', {}, 'Send bank, upi_id or crypto to change'],
    ];
    it.each(cases)('%s', async (_what, body, message) => {
      const before = await s.settingsEvents();
      const res = await post(body);
      expect({ status: res.statusCode, msg: res.json().msg }).toEqual({ status: 400, msg: message });
      expect(await s.settingsEvents()).toEqual(before);
    });
  });
});

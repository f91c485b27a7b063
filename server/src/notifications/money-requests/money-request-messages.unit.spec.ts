import { MoneyRequestStatusChanged, MoneyRequestSubmitted } from '../../money-requests/money-request.notices.js';
import { requestLabel, statusChangedNotice, submittedNotice } from './money-request-messages.js';

const ID = '3f2a9c1e-5b7d-4e2f-9a10-c0ffee123456';
const changed = (kind: 'deposit' | 'withdrawal', status: 'on_hold' | 'in_progress' | 'done' | 'rejected', amountPaise: number, reason: string | null = null) =>
  statusChangedNotice(new MoneyRequestStatusChanged(kind, ID, 'u1', status, amountPaise, reason));

describe('money request pushes', () => {
  it('name a request by the start of its id', () => expect(requestLabel(ID)).toBe('#3F2A9C1E'));

  it('tell the player a deposit is done and credited', () =>
    expect(changed('deposit', 'done', 1_50_000_00)).toEqual({
      title: 'Deposit request done',
      body: 'Your deposit request #3F2A9C1E of ₹1,50,000.00 is now Done. ₹1,50,000.00 has been added to your Money Balance.',
      link: '/deposit',
      data: { type: 'money-request-status', kind: 'deposit', requestId: ID, status: 'done', amount: '150000' },
    }));

  it('tell the player why a withdrawal was rejected, and that the hold is back', () =>
    expect(changed('withdrawal', 'rejected', 50_050, 'The UPI id does not exist')).toEqual({
      title: 'Withdrawal request rejected',
      body: 'Your withdrawal request #3F2A9C1E of ₹500.50 is now Rejected. Reason: The UPI id does not exist. The held ₹500.50 is back in your Money Balance.',
      link: '/withdraw',
      data: { type: 'money-request-status', kind: 'withdrawal', requestId: ID, status: 'rejected', amount: '500.5', reason: 'The UPI id does not exist' },
    }));

  it('say so when a rejection came without a reason', () =>
    expect(changed('deposit', 'rejected', 10_000).body).toBe('Your deposit request #3F2A9C1E of ₹100.00 is now Rejected. No reason was given.'));

  it('word the other statuses as the history shows them', () => {
    expect(changed('withdrawal', 'in_progress', 10_000)).toMatchObject({ title: 'Withdrawal request in progress', body: 'Your withdrawal request #3F2A9C1E of ₹100.00 is now In progress.' });
    expect(changed('deposit', 'on_hold', 10_000)).toMatchObject({ title: 'Deposit request on hold', body: 'Your deposit request #3F2A9C1E of ₹100.00 is now On hold.' });
    expect(changed('withdrawal', 'done', 10_000).body).toBe('Your withdrawal request #3F2A9C1E of ₹100.00 is now Done. ₹100.00 has been paid out to you.');
  });

  it('keep a long reason within the push size', () => {
    const notice = changed('deposit', 'rejected', 10_000, 'x'.repeat(5000));
    expect(notice.body.length).toBeLessThan(400);
    expect(notice.data!.reason).toHaveLength(300);
  });

  it('tell admins who asked for how much', () => {
    expect(submittedNotice(new MoneyRequestSubmitted('deposit', ID, 'u1', 2_500_00), 'pooja')).toEqual({
      title: 'New deposit request',
      body: 'pooja asked to deposit ₹2,500.00 (request #3F2A9C1E).',
      link: '/admin/deposit',
      data: { type: 'money-request-submitted', kind: 'deposit', requestId: ID, amount: '2500' },
    });
    expect(submittedNotice(new MoneyRequestSubmitted('withdrawal', ID, 'u1', 100), null)).toMatchObject({
      title: 'New withdrawal request',
      body: 'A player asked to withdraw ₹1.00 (request #3F2A9C1E).',
      link: '/admin/withdraw',
    });
  });

  describe('in Hindi, for a player who chose it (issue 14)', () => {
    const hindi = (kind: 'deposit' | 'withdrawal', status: 'on_hold' | 'in_progress' | 'done' | 'rejected', amountPaise: number, reason: string | null = null) =>
      statusChangedNotice(new MoneyRequestStatusChanged(kind, ID, 'u1', status, amountPaise, reason), 'hi');

    it('word every status, keeping the link and the data of the English push', () => {
      expect(hindi('deposit', 'done', 1_50_000_00)).toEqual({
        title: 'जमा अनुरोध पूरा हुआ',
        body: '₹1,50,000.00 का आपका जमा अनुरोध #3F2A9C1E पूरा हो गया है। ₹1,50,000.00 आपके मनी बैलेंस में जोड़ दिए गए हैं।',
        link: '/deposit',
        data: changed('deposit', 'done', 1_50_000_00).data,
      });
      expect(hindi('withdrawal', 'rejected', 50_050, 'The UPI id does not exist').body).toBe(
        '₹500.50 का आपका निकासी अनुरोध #3F2A9C1E अस्वीकृत कर दिया गया है। कारण: The UPI id does not exist. होल्ड किए गए ₹500.50 आपके मनी बैलेंस में वापस आ गए हैं।',
      );
      expect(hindi('deposit', 'rejected', 10_000).body).toBe('₹100.00 का आपका जमा अनुरोध #3F2A9C1E अस्वीकृत कर दिया गया है। कोई कारण नहीं बताया गया।');
      expect(hindi('withdrawal', 'in_progress', 10_000)).toMatchObject({ title: 'निकासी अनुरोध प्रक्रिया में', body: '₹100.00 का आपका निकासी अनुरोध #3F2A9C1E अब प्रक्रिया में है।' });
      expect(hindi('deposit', 'on_hold', 10_000).title).toBe('जमा अनुरोध लंबित');
      expect(hindi('withdrawal', 'done', 10_000).body).toBe('₹100.00 का आपका निकासी अनुरोध #3F2A9C1E पूरा हो गया है। ₹100.00 का भुगतान आपको कर दिया गया है।');
    });

    it('stay English for English and for a player whose language is not known', () => {
      expect(statusChangedNotice(new MoneyRequestStatusChanged('deposit', ID, 'u1', 'done', 100, null), 'en')).toEqual(changed('deposit', 'done', 100));
      expect(statusChangedNotice(new MoneyRequestStatusChanged('deposit', ID, 'u1', 'done', 100, null), undefined)).toEqual(changed('deposit', 'done', 100));
    });
  });
});

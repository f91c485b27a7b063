import { prizeWonNotice } from './prize-messages.js';

const won = { roundId: 'weekly-2026-11-23T10:30:00.000Z', period: 'weekly', amountPaise: 1_25_000_00, tickets: 2 };

describe("a winner's push", () => {
  it('reads as ever in English', () =>
    expect(prizeWonNotice(won)).toEqual({
      title: 'You won ₹1,25,000.00!',
      body: 'You won ₹1,25,000.00 in the Giant Draw (2 winning tickets). It has been added to your Money Balance.',
      link: '/',
      data: { type: 'prize-credited', draw_id: won.roundId, period: 'weekly', amount: '125000', tickets: '2' },
    }));

  it('reads in Hindi for a winner who chose it, the draw keeping its name and the data its form (issue 14)', () => {
    const hindi = prizeWonNotice({ ...won, tickets: 1 }, 'hi');
    expect(hindi).toMatchObject({ title: 'आपने ₹1,25,000.00 जीते!', body: 'आपने Giant ड्रॉ में ₹1,25,000.00 जीते (1 विजेता टिकट)। यह राशि आपके मनी बैलेंस में जोड़ दी गई है।' });
    expect(hindi.data).toEqual(prizeWonNotice({ ...won, tickets: 1 }).data);
  });
});

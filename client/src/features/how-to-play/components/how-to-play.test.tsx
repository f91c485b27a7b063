import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../../testing/fetch-mock.js';
import { switchToHindi } from '../../../testing/in-hindi.js';
import { renderWithProviders, signInAsPlayer } from '../../../testing/render-with-providers.js';

describe('How to Play', () => {
  it("lands on the draw the dashboard's 'Playing Rules' link names, its heading focused", async () => {
    mockFetch(() => ({ status: 404, body: {} }));
    signInAsPlayer();
    renderWithProviders({ path: '/how-to-play#rules-weekly' });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.activeElement?.id).toBe('rules-weekly'));
    expect(document.activeElement?.tagName).toBe('H2');
  });
});

describe('How to Play in Hindi', () => {
  it("shows each draw's rules and the prize rules in Hindi, the facts from the shared draw table", async () => {
    mockFetch(() => ({ status: 404, body: {} }));
    signInAsPlayer();
    await switchToHindi();
    renderWithProviders({ path: '/how-to-play' });
    expect(await screen.findByRole('heading', { level: 1, name: 'कैसे खेलें' })).toBeInTheDocument();
    const vibrant = screen.getByRole('region', { name: 'जीवंत ड्रॉ' });
    const fact = (card: HTMLElement, label: string) => within(card).getByText(label).nextElementSibling;
    expect(fact(vibrant, 'अवधि')).toHaveTextContent('3 घंटे');
    expect(fact(vibrant, 'टिकट की कीमत')).toHaveTextContent('₹100');
    expect(fact(vibrant, 'चुनें')).toHaveTextContent('1 से 75 तक के 5 अलग-अलग नंबर');
    expect(fact(vibrant, 'राउंड शुरू होते हैं')).toHaveTextContent('रोज़ 09:00, 12:00, 15:00, 18:00, 21:00 बजे (IST)');
    expect(fact(vibrant, 'बिक्री बंद होती है')).toHaveTextContent('राउंड शुरू होने के 2 घंटे 30 मिनट बाद');
    expect(fact(vibrant, 'खेलने के तरीके')).toHaveTextContent('क्रम और कोई भी क्रम');
    expect(within(vibrant).getByText('जैकपॉट: सभी 5 नंबर ड्रॉ के क्रम में')).toBeInTheDocument();
    const giant = screen.getByRole('region', { name: 'विशाल ड्रॉ' });
    expect(fact(giant, 'राउंड शुरू होते हैं')).toHaveTextContent('हर सोमवार 16:00 बजे (IST)');
    expect(fact(giant, 'बिक्री बंद होती है')).toHaveTextContent('रविवार 15:30 बजे (IST)');
    expect(within(giant).getByText('जैकपॉट: सभी 5 नंबर और अक्षर किसी भी क्रम में')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'इनाम कैसे तय होते हैं' })).toBeInTheDocument();
    expect(screen.getByText(/परिणाम बिक्री बंद होने के 20 मिनट बाद आते हैं।/)).toBeInTheDocument();
  });
});

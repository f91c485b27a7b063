import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { switchToHindi } from '../../testing/in-hindi.js';
import { renderElement } from '../../testing/render-with-providers.js';
import { Pager } from './pager.js';

describe('Pager', () => {
  it("shows 'Page X of Y' between Prev and Next, each off at its end", async () => {
    const onPage = jest.fn();
    const { user } = renderElement(<Pager page={1} totalPages={3} onPage={onPage} />);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('shows an empty list as page 1 of 1', () => {
    renderElement(<Pager page={1} totalPages={0} onPage={() => undefined} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 1 of 1');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('speaks Hindi when the player chose it: its name, the buttons and the position', async () => {
    const onPage = jest.fn();
    await switchToHindi();
    const { user } = renderElement(<Pager page={2} totalPages={5} onPage={onPage} />);
    expect(screen.getByRole('navigation', { name: 'पेज' })).toHaveTextContent('5 में से पेज 2');
    await user.click(screen.getByRole('button', { name: 'पिछला' }));
    await user.click(screen.getByRole('button', { name: 'अगला' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });
});

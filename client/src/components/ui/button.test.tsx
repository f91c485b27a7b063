import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchToHindi } from '../../testing/in-hindi.js';
import { renderElement } from '../../testing/render-with-providers.js';
import { Button } from './button.js';

describe('shared Button', () => {
  it.each(['primary', 'secondary', 'google'] as const)('renders the %s variant', (variant) => {
    render(<Button variant={variant}>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveClass(`btn-${variant}`);
  });

  it("is disabled while loading and says 'Processing...'", () => {
    renderElement(<Button loading>Save</Button>);
    const button = screen.getByRole('button', { name: 'Processing...' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Save')).not.toBeInTheDocument();
  });

  it('keeps keyboard focus when it starts loading, and neither clicks nor submits its form while loading', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    const form = (loading: boolean) => (
      <form onSubmit={onSubmit}>
        <input aria-label="Amount" />
        <Button type="submit" loading={loading} loadingText="Saving..." onClick={onClick}>Save</Button>
      </form>
    );
    const { rerender } = render(form(false));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();

    rerender(form(true));
    const busy = screen.getByRole('button', { name: 'Saving...' });
    // A button given the disabled attribute would have dropped focus to the page.
    expect(busy).toHaveFocus();
    await user.click(busy);
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('textbox', { name: 'Amount' }));
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('says it is busy in Hindi when the player chose Hindi', async () => {
    await switchToHindi();
    renderElement(<Button loading>Save</Button>);
    expect(screen.getByRole('button', { name: 'प्रोसेस हो रहा है...' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('is disabled when disabled, and custom variants bring their own class', () => {
    render(<Button variant="custom" className="mine" disabled>Custom</Button>);
    const button = screen.getByRole('button', { name: 'Custom' });
    expect(button).toBeDisabled();
    expect(button).toHaveClass('mine');
    expect(button).not.toHaveClass('btn-custom');
  });
});

import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Button } from './button.js';

describe('shared Button', () => {
  it.each(['primary', 'secondary', 'google'] as const)('renders the %s variant', (variant) => {
    render(<Button variant={variant}>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveClass(`btn-${variant}`);
  });

  it("is disabled while loading and says 'Processing...'", () => {
    render(<Button loading>Save</Button>);
    const button = screen.getByRole('button', { name: 'Processing...' });
    expect(button).toBeDisabled();
    expect(screen.queryByText('Save')).not.toBeInTheDocument();
  });

  it('is disabled when disabled, and custom variants bring their own class', () => {
    render(<Button variant="custom" className="mine" disabled>Custom</Button>);
    const button = screen.getByRole('button', { name: 'Custom' });
    expect(button).toBeDisabled();
    expect(button).toHaveClass('mine');
    expect(button).not.toHaveClass('btn-custom');
  });
});

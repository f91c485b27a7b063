import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { switchToHindi } from '../../testing/in-hindi.js';
import { renderElement } from '../../testing/render-with-providers.js';
import { statusLabel, StatusBadge } from './status-badge.js';

function Badges() {
  return (
    <ul>
      {['on_hold', 'in_progress', 'done', 'rejected', null, 'under_review'].map((status) => (
        <li key={String(status)}>
          <StatusBadge status={status} />
        </li>
      ))}
    </ul>
  );
}

const shown = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('StatusBadge', () => {
  it('shows the statuses as the specification writes them, a missing one as On hold, an unknown one as sent', () => {
    renderElement(<Badges />);
    expect(shown()).toEqual(['On hold', 'In progress', 'Done', 'Rejected', 'On hold', 'Under review']);
    expect(screen.getByText('Done')).toHaveClass('status-green');
    expect(screen.getAllByText('On hold')[0]).toHaveClass('status-yellow');
    expect(screen.getByText('Rejected')).toHaveClass('status-red');
  });

  it('shows them in Hindi when the player chose it, in the badge and where a status is named in plain code', async () => {
    await switchToHindi();
    renderElement(<Badges />);
    expect(shown()).toEqual(['लंबित', 'प्रक्रिया में', 'पूर्ण', 'अस्वीकृत', 'लंबित', 'Under review']);
    expect(statusLabel('rejected')).toBe('अस्वीकृत');
  });
});

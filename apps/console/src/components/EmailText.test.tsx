import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText } from './EmailText.tsx';

describe('EmailText (issue 27)', () => {
  it('offers line breaks only before the @ and each dot of the domain, and keeps the whole address in the title', () => {
    const { container } = render(<EmailText email="maria.aparecida@fitness-link.com.br" />);
    const text = screen.getByTitle('maria.aparecida@fitness-link.com.br');
    expect(text).toHaveTextContent('maria.aparecida@fitness-link.com.br');
    expect(container.querySelectorAll('wbr')).toHaveLength(3);
    expect(
      [...text.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent),
    ).toEqual(['maria.aparecida', '@fitness-link', '.com', '.br']);
  });
});

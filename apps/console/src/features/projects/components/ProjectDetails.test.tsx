import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { project } from '../admin-fixtures.ts';
import { ProjectDetails } from './ProjectDetails.tsx';

describe('ProjectDetails markup (issue 27)', () => {
  it('holds only div > dt + dd in each description list (axe definition-list, dlitem)', () => {
    const { container } = render(<ProjectDetails project={project()} />);
    const lists = [...container.querySelectorAll('dl')];
    expect(lists.length).toBeGreaterThanOrEqual(1);
    for (const list of lists) {
      for (const group of list.children) {
        expect(group.tagName).toBe('DIV');
        expect([...group.children].map((child) => child.tagName)).toEqual(['DT', 'DD']);
      }
    }
    expect(container.querySelector('dl dt')).toHaveTextContent('Resumo');
  });
});

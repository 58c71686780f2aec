import { describe, expect, it } from 'vitest';
import { normalizeUserItem } from './user-item.ts';

describe('normalizeUserItem', () => {
  it('reads the client variant with nested user_info', () => {
    expect(
      normalizeUserItem({
        user_id: 12,
        user_info: {
          user_id: 12,
          user_name: 'Ana Souza',
          user_email: 'ana@asta.demo',
          picture: 'https://cdn.example/ana.png',
        },
      }),
    ).toEqual({ user_id: 12, name: 'Ana Souza', email: 'ana@asta.demo', picture: 'https://cdn.example/ana.png' });
  });

  it('reads the flat variant', () => {
    expect(normalizeUserItem({ user_id: 5, name: 'Bruno Lima', email: 'bruno@asta.demo', picture: null })).toEqual({
      user_id: 5,
      name: 'Bruno Lima',
      email: 'bruno@asta.demo',
      picture: null,
    });
  });

  it('turns an empty picture into null so the default avatar shows', () => {
    expect(normalizeUserItem({ user_id: 5, name: 'B', email: 'b@x.demo', picture: '' }).picture).toBeNull();
    expect(
      normalizeUserItem({ user_id: 6, user_info: { user_id: 6, user_name: 'C', user_email: 'c@x.demo', picture: '' } })
        .picture,
    ).toBeNull();
  });

  it('takes the nested user_id when the outer one is missing', () => {
    const item = {
      user_info: { user_id: 9, user_name: 'D', user_email: 'd@x.demo', picture: null },
    } as unknown as Parameters<typeof normalizeUserItem>[0];
    expect(normalizeUserItem(item).user_id).toBe(9);
  });
});

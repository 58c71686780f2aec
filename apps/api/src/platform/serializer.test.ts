import { describe, expect, it } from 'vitest';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { menuResponse, userListResponse } from '@console/contract';
import { isDirectional, responseSerializer } from './serializer.ts';

const serialize = (schema: z.ZodType, data: unknown) =>
  responseSerializer({ schema, method: 'GET', url: '/x', httpPart: 'body' })(data);

describe('response serializer', () => {
  it('finds transforms, codecs and defaults at any depth, recursive schemas included', () => {
    expect(isDirectional(userListResponse)).toBe(false);
    expect(isDirectional(menuResponse)).toBe(false);
    expect(isDirectional(z.object({ a: z.array(z.object({ b: z.string().transform((v) => v.length) })) }))).toBe(true);
    expect(isDirectional(z.object({ a: z.union([z.number(), z.string().default('x')]).nullable() }))).toBe(true);
    expect(isDirectional(z.object({ at: z.iso.datetime().pipe(z.string()) }))).toBe(true);
    type Node = { name: string; children: Node[] };
    const node: z.ZodType<Node> = z.lazy(() =>
      z.object({ name: z.string().transform((v) => v), children: z.array(node) }),
    );
    expect(isDirectional(node)).toBe(true);
  });

  it('strips unknown keys and refuses a wrong shape, as encoding did', () => {
    const schema = z.object({ success: z.literal(true), data: z.object({ id: z.number(), name: z.string() }) });
    expect(serialize(schema, { success: true, data: { id: 1, name: 'Ana', password_hash: 'x' }, extra: 1 })).toBe(
      '{"success":true,"data":{"id":1,"name":"Ana"}}',
    );
    expect(() => serialize(schema, { success: true, data: { id: '1', name: 'Ana' } })).toThrow(
      ResponseSerializationError,
    );
  });

  it('still encodes a schema with a codec (output -> input)', () => {
    const schema = z.object({
      at: z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() }),
    });
    expect(serialize(schema, { at: new Date(0) })).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
  });
});

import { LimitNode, OffsetNode, OperationNodeTransformer, ValueNode, type KyselyPlugin, type OperationNode, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryId, type QueryResult, type RootOperationNode, type UnknownRow } from 'kysely';

/** A bound whole number as a literal; anything else (a placeholder of db/compiled.ts, an expression) as it was. */
const literal = (node: OperationNode): OperationNode =>
  ValueNode.is(node) && !node.immediate && typeof node.value === 'number' && Number.isSafeInteger(node.value) && node.value >= 0 ? ValueNode.createImmediate(node.value) : node;

class LimitsAsLiterals extends OperationNodeTransformer {
  protected override transformLimit(node: LimitNode, queryId?: QueryId): LimitNode {
    const limit = super.transformLimit(node, queryId);
    return { ...limit, limit: literal(limit.limit) };
  }

  protected override transformOffset(node: OffsetNode, queryId?: QueryId): OffsetNode {
    const offset = super.transformOffset(node, queryId);
    return { ...offset, offset: literal(offset.offset) };
  }
}

/**
 * Writes LIMIT and OFFSET values into SQLite's SQL instead of binding them. SQLite marks a statement whose LIMIT or
 * OFFSET is a parameter as depending on its value, and compiles it again from its text after every bind: on the users
 * list under load that recompiling took a tenth of the server's time (docs/benchmarks.md, Users). A statement with
 * literal bounds is compiled once and kept (db/database.ts); pages come in a few sizes, so few such texts exist.
 */
export class SqliteInlineLimits implements KyselyPlugin {
  readonly #transformer = new LimitsAsLiterals();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node, args.queryId);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

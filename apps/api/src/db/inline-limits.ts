import {
  LimitNode,
  OffsetNode,
  OperationNodeTransformer,
  RawNode,
  ValueNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/** A bound whole number as a literal; anything else (a placeholder of db/compiled.ts, an expression) as it was. */
const literal = (node: OperationNode): OperationNode =>
  ValueNode.is(node) &&
  !node.immediate &&
  typeof node.value === 'number' &&
  Number.isSafeInteger(node.value) &&
  node.value >= 0
    ? ValueNode.createImmediate(node.value)
    : node;

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
 * Writes LIMIT and OFFSET values into the SQL instead of binding them; pages come in a few sizes, so few such texts
 * exist. Both engines plan a bound LIMIT anew on every run (docs/benchmarks.md, Users):
 * - SQLite marks a statement whose LIMIT or OFFSET is a parameter as depending on its value and compiles it again from
 *   its text after every bind: a tenth of a list request's time under load;
 * - PostgreSQL's generic plan of a prepared statement cannot know how many rows a bound LIMIT keeps, costs it above
 *   the plans made for each run's values, and so keeps planning every run: planning was most of its work on a list.
 */
export class InlineLimits implements KyselyPlugin {
  readonly #transformer = new LimitsAsLiterals();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    // SQL text written by hand holds no LIMIT node (it writes its own limits: modules/collections/list-repo.ts); a
    // copy of its whole tree would find none.
    if (RawNode.is(args.node)) return args.node;
    return this.#transformer.transformNode(args.node, args.queryId);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

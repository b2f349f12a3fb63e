export type { BinaryOperator, ExprNode } from './ast';
export { checkDataSourceParams, type ParameterProblem } from './check';
export { cleanResolved, stripRemovedWords } from './clean';
export { ExpressionError, type ExpressionErrorKind, FORBIDDEN_NAMES } from './errors';
export { type EvalScope, evaluateExpression, MAX_EVAL_DEPTH } from './evaluator';
export { type DictTable, HELPER_NAMES } from './helpers';
export { MAX_EXPRESSION_LENGTH, MAX_NESTING, parseExpression } from './parser';
export { isAllowedDataSourcePath, isSafeDataSourcePath } from './path';
export {
  createEvalScope,
  type DataSourceParam,
  MAX_VALUE_DEPTH,
  type ResolveOptions,
  type ResolveResult,
  resolveDataSourceParams,
} from './resolver';
export type { ExprValue } from './values';
export {
  DATA_SOURCE_VARIABLES,
  type DashboardCrop,
  type DashboardPeriod,
  type DataSourceContext,
  type DataSourceFilter,
  type DataSourceVariable,
  isDataSourceVariable,
  periodEnd,
} from './variables';

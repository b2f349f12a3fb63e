/** Binary operators of the expression language ('===' and '!==' are read as '==' and '!='). */
export type BinaryOperator = '+' | '-' | '*' | '/' | '%' | '<' | '<=' | '>' | '>=' | '==' | '!=';

/** A node of a parsed `parameter{...}` expression. */
export type ExprNode =
  | { readonly type: 'literal'; readonly value: number | string | boolean | null }
  | { readonly type: 'identifier'; readonly name: string }
  | { readonly type: 'array'; readonly elements: readonly ExprNode[] }
  | { readonly type: 'member'; readonly object: ExprNode; readonly property: string }
  | { readonly type: 'index'; readonly object: ExprNode; readonly index: ExprNode }
  | { readonly type: 'unary'; readonly operator: '-' | '!'; readonly argument: ExprNode }
  | {
      readonly type: 'binary';
      readonly operator: BinaryOperator;
      readonly left: ExprNode;
      readonly right: ExprNode;
    }
  | {
      readonly type: 'logical';
      readonly operator: '&&' | '||';
      readonly left: ExprNode;
      readonly right: ExprNode;
    }
  | {
      readonly type: 'conditional';
      readonly test: ExprNode;
      readonly consequent: ExprNode;
      readonly alternate: ExprNode;
    }
  | { readonly type: 'call'; readonly callee: string; readonly args: readonly ExprNode[] };

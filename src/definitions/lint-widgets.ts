/**
 * Blocks: the widget exists (src/definitions/generated/widgets.json, written from the widget
 * modules), its props pass the widget's props schema (precompiled validators), every reference its
 * schema marks with x-ref leads somewhere, and its bind names a state path it may write.
 */
import { widgetPropsValidators } from './generated/widget-props-validators.js';
import manifestJson from './generated/widgets.json';
import { escapePointer } from './logic';
import { checkActions, checkRule, checkTarget, checkTemplate, type Checker } from './lint-refs';
import { browserOperationProblem, writeProblem, type RefContext } from './lint-scope';
import type { RefKind, WidgetManifest } from './widget-meta';
import type { Action, Block } from './types';

export const widgetManifest = manifestJson as unknown as WidgetManifest;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Walks a props value alongside its schema and hands every x-ref'd value to `visit`. */
export function refsOf(schema: unknown, value: unknown, pointer: string, visit: (kind: RefKind, value: unknown, pointer: string) => void): void {
  if (!isObject(schema) || value === undefined) return;
  const kind = schema['x-ref'];
  if (typeof kind === 'string') { visit(kind as RefKind, value, pointer); return; }
  if (isObject(schema.properties) && isObject(value)) {
    for (const [key, sub] of Object.entries(schema.properties)) refsOf(sub, value[key], `${pointer}/${escapePointer(key)}`, visit);
  }
  if (schema.items !== undefined && Array.isArray(value)) value.forEach((v, i) => refsOf(schema.items, v, `${pointer}/${i}`, visit));
}

export function checkBlock(c: Checker, file: string, pointer: string, block: Block, ctx: RefContext): void {
  const entry = widgetManifest.widgets[block.widget];
  if (!entry) { c.error(file, `${pointer}/widget`, `unknown widget '${block.widget}'`); return; }
  const props = block.props ?? {};
  const validate = widgetPropsValidators[block.widget];
  if (validate && !validate(props)) {
    for (const e of validate.errors ?? []) {
      const extra = e.keyword === 'additionalProperties' ? ` '${String(e.params.additionalProperty)}'` : '';
      c.error(file, `${pointer}/props${e.instancePath}`, `${block.widget}: ${e.message ?? e.keyword}${extra}`);
    }
    return;
  }
  if (entry.bind === 'required' && block.bind === undefined) c.error(file, pointer, `${block.widget} writes a choice: give it a 'bind' (a state key)`);
  if (entry.bind === 'none' && block.bind !== undefined) c.error(file, `${pointer}/bind`, `${block.widget} writes nothing: remove 'bind'`);
  if (block.bind !== undefined) {
    const problem = writeProblem(c.scope, block.bind);
    if (problem) c.error(file, `${pointer}/bind`, problem);
  }
  const widgetCtx: RefContext = { ...ctx, input: true };
  refsOf(entry.props, props, `${pointer}/props`, (kind, value, at) => {
    switch (kind) {
      case 'route': if (typeof value === 'string') checkTarget(c, file, at, value, ctx); break;
      case 'link':
        if (isObject(value) && typeof value.to === 'string') {
          checkTarget(c, file, `${at}/to`, value.to, ctx, isObject(value.params) ? Object.keys(value.params) : []);
          if (value.params !== undefined) checkTemplate(c, file, `${at}/params`, value.params, widgetCtx);
        }
        break;
      case 'source': if (typeof value === 'string' && !c.scope.sources.has(value)) c.error(file, at, `unknown data source '${value}' (site.json sources)`); break;
      case 'field': if (typeof value === 'string' && !c.scope.fields.has(value)) c.error(file, at, `field '${value}' is not in fields.json`); break;
      case 'ui': if (typeof value === 'string' && !c.scope.uiKeys.has(value)) c.error(file, at, `ui text '${value}' is not in messages.json`); break;
      case 'rule': checkRule(c, file, at, value, widgetCtx); break;
      case 'template': checkTemplate(c, file, at, value, widgetCtx); break;
      case 'actions': if (Array.isArray(value)) checkActions(c, file, at, value as Action[], widgetCtx); break;
      case 'operation': {
        // The widget gives the path parameters itself, so only the name and the caller are checked.
        const problem = typeof value === 'string' ? browserOperationProblem(c.scope, value) : null;
        if (problem) c.error(file, at, problem);
        break;
      }
      case 'state': if (typeof value === 'string') { const problem = writeProblem(c.scope, value); if (problem) c.error(file, at, problem); } break;
      case 'expiry': if (typeof value === 'string' && !ctx.expiries?.has(value)) c.error(file, at, `'${value}' is not an expiry of the screen (its expiries)`); break;
    }
  });
}

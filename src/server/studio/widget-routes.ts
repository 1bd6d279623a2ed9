// What the studio offers when a block's widget is chosen: every widget's catalogue entry (its title,
// what the shopper sees and its text keys, in both languages) with its props schema, and the names
// a prop may refer to (data sources of the published site.json, operations the app serves), and which
// widgets have a preview picture (public/widget-previews/<name>.png).
import type { FastifyInstance } from 'fastify';
import { OPERATION_TABLE } from '../../contracts/operation-table';
import catalogueJson from '../../definitions/generated/widget-catalogue.json';
import { widgetManifest } from '../../definitions/lint-widgets';
import type { WidgetCatalogue } from '../../definitions/widget-catalogue';
import { publishedSet } from './check';
import type { PublishDeps } from './publish';

const catalogue = catalogueJson as WidgetCatalogue;
const text = { type: 'object', properties: { id: { type: 'string' }, en: { type: 'string' } }, required: ['id', 'en'], additionalProperties: false } as const;
const names = { type: 'array', items: { type: 'string' } } as const;

export const widgetsAnswerSchema = {
  type: 'object', additionalProperties: false, required: ['widgets', 'sources', 'operations', 'previews'],
  properties: {
    widgets: {
      type: 'array',
      items: {
        type: 'object', additionalProperties: false, required: ['name', 'title', 'summary', 'texts', 'props', 'bind'],
        properties: {
          name: { type: 'string' }, title: text, summary: text,
          texts: { type: 'object', additionalProperties: text },
          props: { type: 'object', additionalProperties: true },
          bind: { type: 'string', enum: ['none', 'optional', 'required'] },
        },
      },
    },
    sources: names,
    operations: names,
    previews: names,
  },
} as const;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function widgetRoutes(scope: FastifyInstance, deps: PublishDeps): void {
  scope.get('/api/studio/widgets', { schema: { response: { 200: widgetsAnswerSchema } } }, async () => {
    const set = await publishedSet(deps.lake, deps.flowsDir);
    const sources = isRecord(set.site) && isRecord(set.site.sources) ? Object.keys(set.site.sources).sort() : [];
    const operations = [...new Set([...Object.keys(OPERATION_TABLE), ...Object.keys(deps.operations ?? {})])].sort();
    const widgets = Object.values(widgetManifest.widgets).flatMap((w) => {
      const entry = catalogue.widgets[w.name];
      return entry ? [{ name: w.name, title: entry.title, summary: entry.summary, texts: entry.texts, props: w.props, bind: w.bind }] : [];
    });
    return { widgets, sources, operations, previews: catalogue.previews };
  });
}

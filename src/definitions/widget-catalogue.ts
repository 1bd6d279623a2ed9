/**
 * What the studio tells ops about a widget (src/ui/widgets/<name>/catalogue.ts, no React): its title
 * and what the shopper sees, in both languages, and the screen texts it reads with a label each, so a
 * block's widget is chosen by what it shows and its texts are added by what they are, never by key.
 * `npm run build:widgets` writes every entry to src/definitions/generated/widget-catalogue.json.
 */
import type { Text } from './types';

export interface WidgetCatalogueEntry {
  title: Text;
  summary: Text;
  /** The text keys the widget reads (a screen's `texts` key, else messages.json `ui`), each with its label. */
  texts: Readonly<Record<string, Text>>;
}

export interface WidgetCatalogue {
  widgets: Record<string, WidgetCatalogueEntry>;
  /** The widgets with a preview picture, public/widget-previews/<name>.png. */
  previews: string[];
}

export const defineCatalogue = <const C extends WidgetCatalogueEntry>(entry: C): C => entry;

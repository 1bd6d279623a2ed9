/** Every field renderer; src/ui/fields/renderer.ts picks the one ranking highest for a field. */
import { checkboxRenderer } from './CheckboxRenderer';
import { dateRenderer } from './DateRenderer';
import { fileRenderer } from './FileRenderer';
import { radioRenderer } from './RadioRenderer';
import type { FieldRenderer } from './renderer';
import { selectRenderer } from './SelectRenderer';
import { textareaRenderer } from './TextareaRenderer';
import { textRenderer } from './TextRenderer';

export const fieldRenderers: readonly FieldRenderer[] = [
  textRenderer, textareaRenderer, dateRenderer, selectRenderer, radioRenderer, checkboxRenderer, fileRenderer,
];

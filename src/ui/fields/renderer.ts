/**
 * Field renderers, chosen by ranked testers (as JSON Forms does): each renderer says how well it
 * fits a field of fields.json (0 = not at all), the highest rank draws it. A field no renderer
 * fits is shown as an error, never as a silent text box.
 */
import type { ComponentType } from 'react';
import type { Field, Lang } from '../../runtime/types';
import type { Texts } from '../use-texts';

export interface FieldOption { value: string; label: string }

export interface FieldRendererProps {
  name: string;
  field: Field;
  value: string;
  error: string;
  lang: Lang;
  texts: Texts;
  /** The input's id and test id (`field-<name>`). */
  id: string;
  describedBy: string | undefined;
  disabled: boolean;
  /** select and radio: the options (static, or read from the field's source). */
  options: FieldOption[] | null;
  onChange(value: string): void;
  /** A file renderer reports its own format/size problem with the catalogue's texts. */
  onProblem(error: string): void;
  onBlur(): void;
}

export interface FieldRenderer {
  name: string;
  tester(field: Field): number;
  Component: ComponentType<FieldRendererProps>;
}

/** The renderer ranking highest for a field, or null when none fits. */
export function rendererFor(renderers: readonly FieldRenderer[], field: Field): FieldRenderer | null {
  let best: { renderer: FieldRenderer; rank: number } | null = null;
  for (const renderer of renderers) {
    const rank = renderer.tester(field);
    if (rank > 0 && (!best || rank > best.rank)) best = { renderer, rank };
  }
  return best?.renderer ?? null;
}

type InputMode = 'none' | 'text' | 'tel' | 'url' | 'email' | 'numeric' | 'decimal' | 'search';
const MODES: readonly string[] = ['none', 'text', 'tel', 'url', 'email', 'numeric', 'decimal', 'search'];
export const inputModeOf = (field: Field): InputMode | undefined =>
  MODES.includes(field.inputMode) ? (field.inputMode as InputMode) : undefined;

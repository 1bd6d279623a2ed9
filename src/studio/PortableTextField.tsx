/**
 * rjsf field for a Portable Text array (a promo's body in one language): a rich-text editor
 * (@portabletext/editor) with a labelled toolbar instead of the raw list of blocks, spans, marks and
 * mark definitions. Registered by the shape of the schema (portable-text.ts), for any document type.
 * The value it writes back is reduced to the schema's shape, so the shop renders it as before.
 */
import {
  defineAnnotation, defineDecorator, defineTextBlock, EditorProvider, PortableTextEditable, type Editor, type PortableTextBlock,
} from '@portabletext/editor';
import { EditorRefPlugin, EventListenerPlugin, NodePlugin } from '@portabletext/editor/plugins';
import type { FieldProps } from '@rjsf/utils';
import { useMemo, useRef, useState } from 'react';
import type { FormData } from './form-support';
import { editorSchemaOf, fromEditorValue, toEditorValue } from './portable-text';
import { PortableTextToolbar } from './PortableTextToolbar';

// At module scope: a new array on every render would make NodePlugin register them again on every key.
const nodes = [
  defineTextBlock({
    type: 'block',
    render: ({ attributes, children, node }) => {
      const style = typeof node.style === 'string' ? node.style : 'normal';
      if (node.listItem) return <div {...attributes} className={`studio-pt__li studio-pt__li--${node.listItem}`}>{children}</div>;
      if (style === 'h1') return <h1 {...attributes}>{children}</h1>;
      if (style === 'h2') return <h2 {...attributes}>{children}</h2>;
      if (style === 'h3') return <h3 {...attributes}>{children}</h3>;
      if (style === 'h4') return <h4 {...attributes}>{children}</h4>;
      if (style === 'blockquote') return <blockquote {...attributes}>{children}</blockquote>;
      return <p {...attributes}>{children}</p>;
    },
  }),
  defineDecorator({ type: 'strong', render: ({ children }) => <strong>{children}</strong> }),
  defineDecorator({ type: 'em', render: ({ children }) => <em>{children}</em> }),
  defineAnnotation({
    type: 'link',
    render: ({ annotation, children }) => <a className="studio-pt__a" title={typeof annotation.href === 'string' ? annotation.href : ''}>{children}</a>,
  }),
];

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export function PortableTextField(props: FieldProps<FormData>) {
  const { fieldPathId, formData, onChange, schema, disabled, readonly, rawErrors, name } = props;
  const title = typeof schema.title === 'string' ? schema.title : name;
  const editorSchema = useMemo(() => editorSchemaOf(schema), [schema]);
  // What the editor last wrote: a value that differs came from outside (a reload, a revert), and the
  // editor is then started again from it.
  const written = useRef<unknown>(formData);
  const editor = useRef<Editor | null>(null);
  const [generation, setGeneration] = useState(0);
  const [seen, setSeen] = useState<unknown>(formData);
  if (!same(formData, seen)) {
    setSeen(formData);
    if (!same(formData, written.current)) { written.current = formData; setGeneration((g) => g + 1); }
  }
  const initialValue = useMemo<PortableTextBlock[]>(() => toEditorValue(written.current), [generation]);
  const labelId = `${fieldPathId.$id}__label`;
  const testPrefix = `pt-${fieldPathId.$id}`;
  return (
    <div className="studio-pt" data-testid={testPrefix}>
      <span id={labelId} className="studio-pt__label">{title}</span>
      <EditorProvider key={generation} initialConfig={{ schemaDefinition: editorSchema, initialValue, readOnly: Boolean(disabled || readonly) }}>
        <EditorRefPlugin ref={editor} />
        <EventListenerPlugin on={(event) => {
          // The editor batches its `mutation` events (a quarter second after typing stops); a `patch`
          // comes with every change, so the form (and a Save clicked right after typing) has it at once.
          if (event.type !== 'mutation' && event.type !== 'patch') return;
          const value = editor.current?.getSnapshot().context.value ?? (event.type === 'mutation' ? event.value : null);
          if (value === null) return;
          const next = fromEditorValue(value);
          if (same(next, written.current)) return;
          written.current = next;
          onChange(next as unknown as FormData, fieldPathId.path);
        }} />
        <NodePlugin nodes={nodes} />
        <PortableTextToolbar schema={editorSchema} label={title} testPrefix={testPrefix} />
        {/* A textbox always: the editor drops its role while it is read-only, which it also is for a moment
            while (re)starting, and a labelled, multi-line element without a role is invalid ARIA. */}
        <PortableTextEditable id={fieldPathId.$id} className="studio-pt__editable" role="textbox" aria-labelledby={labelId} aria-multiline="true"
          aria-readonly={disabled || readonly ? true : undefined}
          data-testid={`${testPrefix}-text`} hotkeys={{ marks: { 'mod+b': 'strong', 'mod+i': 'em' } }} />
      </EditorProvider>
      {(rawErrors ?? []).map((m) => <small key={m} className="studio-error">{m}</small>)}
    </div>
  );
}

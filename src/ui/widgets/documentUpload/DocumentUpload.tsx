/**
 * Identity documents (A17, A42, A47): one card per kind with a picker, a real upload progress bar, a
 * preview of the local file, replace and remove, and the server's refusal under the card. The bound
 * value holds, per kind, what the server stored ({ id, name, mime, bytes }) or null.
 */
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/api-error';
import { callOperation } from '../../../api/operations';
import { uploadFile } from '../../../api/upload';
import { MAX_DOCUMENT_BYTES } from '../../../contracts/documents';
import type { OperationName } from '../../../contracts/operations';
import { applyRule } from '../../../runtime/logic';
import type { JsonValue, Text } from '../../../runtime/types';
import { cameraOpened, takeCapture, type Capture } from '../../capture-handoff';
import { keepFile, pickedFile } from '../../fields/file-store';
import { go } from '../../navigation';
import type { WidgetProps } from '../../widget-props';
import { DOCUMENT_IMAGE_TYPES, isImageOfItsType } from './image-signature';
import { useIsPhone } from './use-is-phone';
import './document-upload.css';


interface DocumentDef { kind: string; label: Text; required: boolean }
interface Stored { id: string; name: string; mime: string; bytes: number }
type Upload = { state: 'idle' } | { state: 'uploading'; percent: number } | { state: 'failed'; message: Text; retry: Capture | null };

const isRecord = (v: unknown): v is Record<string, JsonValue> => typeof v === 'object' && v !== null && !Array.isArray(v);

function documentsOf(v: JsonValue | undefined): DocumentDef[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((d) => (isRecord(d) && typeof d.kind === 'string' && isRecord(d.label)
    ? [{ kind: d.kind, label: d.label as unknown as Text, required: d.required === true }] : []));
}

function storedOf(v: JsonValue | undefined): Stored | null {
  if (!isRecord(v) || typeof v.id !== 'string' || typeof v.name !== 'string') return null;
  return { id: v.id, name: v.name, mime: typeof v.mime === 'string' ? v.mime : '', bytes: typeof v.bytes === 'number' ? v.bytes : 0 };
}

/** The local file of a kind, kept in memory (file-store) so the preview survives a visit to the camera page. */
const fileKey = (bind: string, kind: string) => `${bind}/${kind}`;

function usePreview(key: string, version: number): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const file = pickedFile(key);
    if (!file) { setUrl(null); return; }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [key, version]);
  return url;
}

export default function DocumentUpload({ props, block, texts, snapshot, bound, bind, model }: WidgetProps) {
  const documents = documentsOf(props.documents);
  const current = isRecord(bound) ? bound : {};
  // The latest bound value: uploads finish after renders, and each writes only its own kind.
  const latest = useRef(current);
  latest.current = current;
  const sessionId = applyRule(props.sessionId, snapshot);
  const setKind = (kind: string, value: Stored | null) => {
    const next: Record<string, JsonValue> = {};
    for (const d of documents) next[d.kind] = latest.current[d.kind] ?? null;
    next[kind] = value === null ? null : { ...value };
    latest.current = next;
    bind(next);
  };
  const errorText = (err: unknown): Text => {
    if (err instanceof ApiError && err.status === 413) return model.defs.messages.validation.fileSize;
    return model.errorEntry(err instanceof ApiError ? err.code : 500).entry.text;
  };
  return (
    <div className="documents" data-testid="documents">
      {documents.map((d) => (
        <DocumentCard key={d.kind} doc={d} bindKey={fileKey(block.bind ?? '', d.kind)} stored={storedOf(current[d.kind])}
          texts={texts} camera={typeof props.camera === 'string' ? props.camera : null}
          formatText={model.defs.messages.validation.fileFormat} sizeText={model.defs.messages.validation.fileSize}
          errorText={errorText}
          upload={(capture, onProgress) => uploadFile(String(props.upload) as OperationName,
            { params: { kind: d.kind }, query: { sessionId: String(sessionId ?? '') } }, capture.blob, capture.name, { onProgress })}
          remove={(id) => callOperation(String(props.remove) as OperationName,
            { params: { documentId: id }, query: { sessionId: String(sessionId ?? '') } })}
          onStored={(value) => setKind(d.kind, value)} />
      ))}
    </div>
  );
}

interface CardProps {
  doc: DocumentDef;
  bindKey: string;
  stored: Stored | null;
  texts: WidgetProps['texts'];
  camera: string | null;
  formatText: Text;
  sizeText: Text;
  errorText(err: unknown): Text;
  upload(capture: Capture, onProgress: (p: { loaded: number; total: number }) => void): Promise<unknown>;
  remove(id: string): Promise<unknown>;
  onStored(value: Stored | null): void;
}

function DocumentCard({ doc, bindKey, stored, texts, camera, formatText, sizeText, errorText, upload, remove, onStored }: CardProps) {
  const [status, setStatus] = useState<Upload>({ state: 'idle' });
  const [version, setVersion] = useState(0);
  const preview = usePreview(bindKey, version);
  const isPhone = useIsPhone();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = `document-${doc.kind}`;
  const busy = status.state === 'uploading';

  const send = async (capture: Capture) => {
    setStatus({ state: 'uploading', percent: 0 });
    try {
      const answer = await upload(capture, ({ loaded, total }) =>
        setStatus({ state: 'uploading', percent: total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0 }));
      const a = isRecord(answer as JsonValue) ? (answer as Record<string, JsonValue>) : {};
      keepFile(bindKey, capture.blob instanceof File ? capture.blob : new File([capture.blob], capture.name, { type: capture.blob.type }));
      setVersion((v) => v + 1);
      onStored({
        id: String(a.documentId ?? ''), name: capture.name,
        mime: typeof a.mime === 'string' ? a.mime : capture.blob.type, bytes: typeof a.bytes === 'number' ? a.bytes : capture.blob.size,
      });
      setStatus({ state: 'idle' });
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') { setStatus({ state: 'idle' }); return; }
      setStatus({ state: 'failed', message: errorText(err), retry: capture });
    }
  };

  // A photo handed over by the camera page for this kind: uploaded once, on arrival.
  useEffect(() => {
    void choose(takeCapture(doc.kind));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only: the hand-off is taken once
  }, []);

  const choose = async (capture: Capture | undefined) => {
    if (!capture) return;
    // Checked here first (A17) so a wrong file never travels, by its type and then its first bytes; the
    // server checks again by content.
    if (!DOCUMENT_IMAGE_TYPES.includes(capture.blob.type)) { setStatus({ state: 'failed', message: formatText, retry: null }); return; }
    if (capture.blob.size > MAX_DOCUMENT_BYTES) { setStatus({ state: 'failed', message: sizeText, retry: null }); return; }
    if (!(await isImageOfItsType(capture.blob))) { setStatus({ state: 'failed', message: formatText, retry: null }); return; }
    await send(capture);
  };

  const drop = async () => {
    if (!stored) return;
    try {
      await remove(stored.id);
    } catch (err) {
      // Already gone on the server (404): the customer's intent is met.
      if (!(err instanceof ApiError && err.status === 404)) { setStatus({ state: 'failed', message: errorText(err), retry: null }); return; }
    }
    keepFile(bindKey, null);
    setVersion((v) => v + 1);
    onStored(null);
    setStatus({ state: 'idle' });
    inputRef.current?.focus();
  };

  const openCamera = () => {
    if (!camera) return;
    cameraOpened(window.location.pathname + window.location.search);
    go(camera.replace(':mode', encodeURIComponent(doc.kind)));
  };

  return (
    <section className="document" data-testid={id} aria-labelledby={`${id}-label`} aria-busy={busy || undefined}
      data-state={busy ? 'uploading' : stored ? 'uploaded' : status.state === 'failed' ? 'failed' : 'empty'}>
      <h3 className="document__label" id={`${id}-label`}>
        {texts.t(doc.label)}{doc.required && <span className="document__required" aria-hidden="true"> *</span>}
      </h3>
      {preview && stored && <img className="document__preview" src={preview} alt={texts.t(doc.label)} data-testid={`${id}-preview`} />}
      {stored && <p className="document__name" data-testid={`${id}-name`}>{stored.name}</p>}
      {status.state === 'uploading' && (
        <div className="document__progress" role="progressbar" aria-labelledby={`${id}-label`} aria-valuemin={0} aria-valuemax={100}
          aria-valuenow={status.percent} data-testid={`${id}-progress`}>
          <div className="document__bar" style={{ width: `${status.percent}%` }} />
        </div>
      )}
      {status.state === 'failed' && (
        <p className="field__error" role="alert" id={`${id}-error`} data-testid={`${id}-error`}>{texts.t(status.message)}</p>
      )}
      <div className="btn-row document__actions">
        <label className={`btn btn--secondary document__pick${busy ? ' is-disabled' : ''}`}>
          {texts.k(stored ? 'button.change' : 'button.select')}
          <input ref={inputRef} type="file" className="document__input" accept={DOCUMENT_IMAGE_TYPES.join(',')} disabled={busy}
            data-testid={`${id}-input`} aria-label={`${texts.k(stored ? 'button.change' : 'button.select')} ${texts.t(doc.label)}`} aria-required={doc.required || undefined}
            aria-invalid={status.state === 'failed' || undefined} aria-describedby={status.state === 'failed' ? `${id}-error` : undefined}
            onChange={(e) => {
              const file = e.target.files?.[0];
              void choose(file ? { blob: file, name: file.name } : undefined);
              e.target.value = '';
            }} />
        </label>
        {isPhone && camera && (
          <button type="button" className="btn btn--secondary" disabled={busy} onClick={openCamera} data-testid={`${id}-camera`}>
            {texts.k('document.takePhoto')}
          </button>
        )}
        {status.state === 'failed' && status.retry && (
          <button type="button" className="btn btn--link" onClick={() => { if (status.retry) void send(status.retry); }} data-testid={`${id}-retry`}>
            {texts.k('document.retry')}
          </button>
        )}
        {stored && !busy && (
          <button type="button" className="btn btn--link" onClick={() => void drop()} data-testid={`${id}-remove`}>
            {texts.k('button.remove')}
          </button>
        )}
      </div>
    </section>
  );
}

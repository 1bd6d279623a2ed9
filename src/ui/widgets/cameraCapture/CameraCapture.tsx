/**
 * The camera page of identity documents (A42): a live preview (rear camera, front for a selfie),
 * capture to a JPEG, retake or use. "Use" hands the photo to the document widget through the in-memory
 * hand-off and goes back to the step that opened the camera. No camera, or refused: it says so and
 * offers the file picker, which hands its file over the same way.
 */
import { useEffect, useRef, useState } from 'react';
import { applyRule } from '../../../runtime/logic';
import type { JsonValue } from '../../../runtime/types';
import { AppLink } from '../../AppLink';
import { cameraReturnPath, handOver, type Capture } from '../../capture-handoff';
import { useLink } from '../../hooks/use-link';
import { go } from '../../navigation';
import type { WidgetProps } from '../../widget-props';
import './camera-capture.css';

type Camera = { state: 'starting' } | { state: 'live' } | { state: 'taken'; blob: Blob; url: string } | { state: 'failed'; denied: boolean };

const JPEG_QUALITY = 0.9;

const isRecord = (v: unknown): v is Record<string, JsonValue> => typeof v === 'object' && v !== null && !Array.isArray(v);

export default function CameraCapture({ props, texts, snapshot }: WidgetProps) {
  const modeValue = applyRule(props.mode, snapshot);
  const mode = typeof modeValue === 'string' ? modeValue : '';
  const modes = isRecord(props.modes) ? props.modes : {};
  const facing = Object.prototype.hasOwnProperty.call(modes, mode) ? modes[mode] : undefined;
  const back = useLink(props.back);
  if (typeof facing !== 'string') {
    return (
      <div className="camera" data-testid="camera-unknown">
        <p role="alert">{texts.k('unknownMode')}</p>
        <AppLink className="btn btn--secondary" to={cameraReturnPath() ?? back} testId="camera-back">{texts.k('back')}</AppLink>
      </div>
    );
  }
  return <CameraView key={mode} mode={mode} facing={facing} back={back} texts={texts} />;
}

interface ViewProps { mode: string; facing: string; back: string; texts: WidgetProps['texts'] }

function CameraView({ mode, facing, back, texts }: ViewProps) {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [camera, setCamera] = useState<Camera>({ state: 'starting' });

  useEffect(() => {
    let stopped = false;
    if (!navigator.mediaDevices?.getUserMedia) { setCamera({ state: 'failed', denied: false }); return; }
    setCamera({ state: 'starting' });
    navigator.mediaDevices.getUserMedia({ video: { facingMode: facing }, audio: false }).then(async (s) => {
      if (stopped) { s.getTracks().forEach((t) => t.stop()); return; }
      stream.current = s;
      if (video.current) {
        video.current.srcObject = s;
        await video.current.play().catch(() => undefined);
      }
      setCamera({ state: 'live' });
    }, (err: unknown) => {
      if (!stopped) setCamera({ state: 'failed', denied: err instanceof DOMException && err.name === 'NotAllowedError' });
    });
    return () => {
      stopped = true;
      stream.current?.getTracks().forEach((t) => t.stop());
      stream.current = null;
    };
  }, [facing]);

  useEffect(() => () => { if (camera.state === 'taken') URL.revokeObjectURL(camera.url); }, [camera]);

  const capture = () => {
    const v = video.current;
    if (!v || !v.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    canvas.getContext('2d')?.drawImage(v, 0, 0);
    canvas.toBlob((blob) => {
      if (blob) setCamera({ state: 'taken', blob, url: URL.createObjectURL(blob) });
    }, 'image/jpeg', JPEG_QUALITY);
  };

  const finish = (photo: Capture) => {
    handOver(mode, photo);
    // Opened from a step: back to it (the history entry the step pushed); else the fallback link.
    if (cameraReturnPath() !== null && window.history.length > 1) window.history.back();
    else go(back);
  };

  const taken = camera.state === 'taken';
  return (
    <div className="camera" data-testid="camera" data-state={camera.state}>
      <div className="camera__frame">
        <video ref={video} className="camera__video" playsInline muted hidden={camera.state !== 'live'} data-testid="camera-video"
          aria-label={texts.k('preview')} />
        {taken && <img className="camera__photo" src={camera.url} alt={texts.k('photo')} data-testid="camera-photo" />}
        {camera.state === 'starting' && <p className="camera__status" role="status">{texts.k('starting')}</p>}
      </div>
      {camera.state === 'failed' && (
        <p className="field__error" role="alert" data-testid="camera-unavailable">{texts.k(camera.denied ? 'denied' : 'unavailable')}</p>
      )}
      <div className="btn-row">
        {camera.state === 'live' && (
          <button type="button" className="btn btn--primary" onClick={capture} data-testid="camera-capture">{texts.k('capture')}</button>
        )}
        {taken && (
          <>
            <button type="button" className="btn btn--secondary" onClick={() => setCamera({ state: 'live' })} data-testid="camera-retake">{texts.k('retake')}</button>
            <button type="button" className="btn btn--primary" data-testid="camera-use"
              onClick={() => finish({ blob: camera.blob, name: `${mode}-camera.jpg` })}>{texts.k('use')}</button>
          </>
        )}
        {camera.state === 'failed' && (
          <label className="btn btn--primary camera__pick">
            {texts.k('pickFile')}
            <input type="file" className="camera__input" accept="image/jpeg,image/png" data-testid="camera-file"
              onChange={(e) => { const f = e.target.files?.[0]; if (f) finish({ blob: f, name: f.name }); }} />
          </label>
        )}
        <AppLink className="btn btn--link" to={cameraReturnPath() ?? back} testId="camera-back">{texts.k('back')}</AppLink>
      </div>
    </div>
  );
}

/**
 * Photos taken on the camera page (A42) on their way to the document widget that asked for them, by
 * document kind: in memory only (an ID photo never goes to sessionStorage), taken once by the widget.
 * It also remembers where the camera was opened from, so "use" returns there.
 */
export interface Capture { blob: Blob; name: string }

const pending = new Map<string, Capture>();
let returnPath: string | null = null;

/** The document widget opens the camera: remember the step to come back to. */
export function cameraOpened(from: string): void { returnPath = from; }

/** Where "use" and "back" lead: the step that opened the camera, if any. */
export const cameraReturnPath = (): string | null => returnPath;

export function handOver(kind: string, capture: Capture): void { pending.set(kind, capture); }

/** The widget takes the capture for its kind (once: a remount does not upload it twice). */
export function takeCapture(kind: string): Capture | undefined {
  const capture = pending.get(kind);
  pending.delete(kind);
  return capture;
}

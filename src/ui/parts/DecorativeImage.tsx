/**
 * A decorative image (alt="", a package's icon) that a server-rendered page asks for only once it has
 * hydrated: on a slow link its bytes would otherwise share the bandwidth with the code that makes the
 * page usable, for a picture that says nothing the text beside it does not. Its box is reserved
 * (width and height), so nothing shifts when it arrives; a client render shows it at once.
 */
import { useSyncExternalStore, type ImgHTMLAttributes } from 'react';

const noSubscription = (): (() => void) => () => {};

/** False while React renders on the server or hydrates what the server rendered, true after. */
function useHydratedView(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

export function DecorativeImage({ src, ...rest }: Omit<ImgHTMLAttributes<HTMLImageElement>, 'alt'> & { src: string; width: number; height: number }) {
  const shown = useHydratedView();
  return <img {...rest} src={shown ? src : undefined} alt="" />;
}

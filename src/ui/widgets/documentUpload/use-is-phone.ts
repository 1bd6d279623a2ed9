/** A phone, for the camera offer: a coarse pointer or a narrow screen (< 768 px), following changes. */
import { useEffect, useState } from 'react';

const QUERY = '(pointer: coarse), (max-width: 767px)';

export function useIsPhone(): boolean {
  const [phone, setPhone] = useState(() => typeof window !== 'undefined' && window.matchMedia(QUERY).matches);
  useEffect(() => {
    const list = window.matchMedia(QUERY);
    const update = () => setPhone(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return phone;
}

/** What every studio screen needs once signed in: the token, the lake client and the type list. */
import type { SanityClient } from '@sanity/client';
import { createContext, useContext } from 'react';

export interface StudioType { name: string; title: string; docType: string; kind?: string }

export interface StudioSession {
  token: string;
  client: SanityClient;
  types: StudioType[];
  signOut(): void;
}

export const StudioContext = createContext<StudioSession | null>(null);

export function useStudio(): StudioSession {
  const s = useContext(StudioContext);
  if (!s) throw new Error('useStudio outside StudioContext');
  return s;
}
